// Static inline shims for the parts of GTK 4 that Swift cannot import:
// variadic functions, function-like macros and compile-time version checks.
#ifndef TOGGLEKIT_CGTK4_SHIM_H
#define TOGGLEKIT_CGTK4_SHIM_H

#include <gtk/gtk.h>
#include <dlfcn.h>
#include <string.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <libintl.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <sys/syscall.h>
#include <unistd.h>

// GLib's flag values, as constants of their own enum types. GLib 2.87 marks GParamFlags,
// GTypeFlags and GResourceLookupFlags G_GNUC_FLAG_ENUM, and Swift then imports each as an
// option set: the C names G_PARAM_READABLE and the like no longer exist in Swift. These
// names hold the same values whichever way the enum imports (both keep init(rawValue:)).
static const GParamFlags TK_PARAM_READABLE = G_PARAM_READABLE;
static const GParamFlags TK_PARAM_WRITABLE = G_PARAM_WRITABLE;
static const GParamFlags TK_PARAM_READWRITE = G_PARAM_READWRITE;
static const GParamFlags TK_PARAM_CONSTRUCT = G_PARAM_CONSTRUCT;
static const GParamFlags TK_PARAM_CONSTRUCT_ONLY = G_PARAM_CONSTRUCT_ONLY;
static const GParamFlags TK_PARAM_EXPLICIT_NOTIFY = G_PARAM_EXPLICIT_NOTIFY;
static const GTypeFlags TK_TYPE_FLAG_ABSTRACT = G_TYPE_FLAG_ABSTRACT;
static const GTypeFlags TK_TYPE_FLAG_FINAL = G_TYPE_FLAG_FINAL;
static const GResourceLookupFlags TK_RESOURCE_LOOKUP_FLAGS_NONE = G_RESOURCE_LOOKUP_FLAGS_NONE;
static const GApplicationFlags TK_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
static const GLogLevelFlags TK_LOG_LEVEL_ERROR = G_LOG_LEVEL_ERROR;
static const GLogLevelFlags TK_LOG_LEVEL_CRITICAL = G_LOG_LEVEL_CRITICAL;
static const GLogLevelFlags TK_LOG_LEVEL_WARNING = G_LOG_LEVEL_WARNING;

// The accessible role GtkToggleButton has on the GTK that runs: 4.10 added
// TOGGLE_BUTTON (right after WINDOW in the enum); before it, a button with the
// PRESSED state is what assistive technology reads as a toggle. Decided at run
// time, so a build made against GTK 4.8 gets the newer role on a newer GTK.
static inline GtkAccessibleRole tk_toggle_button_role(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
  GtkAccessibleRole toggle_button = GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON;
#else
  GtkAccessibleRole toggle_button = (GtkAccessibleRole)(GTK_ACCESSIBLE_ROLE_WINDOW + 1);
#endif
  return gtk_check_version(4, 10, 0) == NULL ? toggle_button : GTK_ACCESSIBLE_ROLE_BUTTON;
}

// A box that assistive technology reads as a named group. GTK 4.10 gives a plain
// GtkBox the GENERIC role, which AT-SPI shows as an unnamed panel, so GROUP is set.
static inline GtkWidget *tk_group_box_new(GtkOrientation orientation, int spacing, const char *label) {
  GtkWidget *box = GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL));
  gtk_accessible_update_property(GTK_ACCESSIBLE(box), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return box;
}

static gboolean tk_status_shapes_to_opacity(GBinding *binding, const GValue *from, GValue *to,
                                            gpointer data) {
  (void)binding;
  (void)data;
  g_value_set_double(to, g_value_get_boolean(from) ? 1.0 : 0.0);
  return TRUE;
}

// One of a switch's on and off marks, as GtkSwitch makes them: no accessible role of
// its own, and, where the running GTK has gtk-show-status-shapes (4.14), shown only
// while that setting is on. Older GTK shows them whenever the theme draws them.
// The role is the one construct property; the icon is set directly, which costs less
// than a property looked up by name. No pointer reaches a mark: the track above it
// takes none.
static inline GtkWidget *tk_switch_mark_new(const char *icon_name) {
  GtkWidget *mark = GTK_WIDGET(g_object_new(GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_NONE, NULL));
  gtk_image_set_from_icon_name(GTK_IMAGE(mark), icon_name);
  GtkSettings *settings = gtk_settings_get_default();
  /* Whether this GTK has the setting (4.14 and later) never changes in a process: asked once,
     where asking for every switch cost each one about 2,000 instructions. */
  static int has_status_shapes = -1;
  if (settings != NULL && has_status_shapes < 0) {
    has_status_shapes =
        g_object_class_find_property(G_OBJECT_GET_CLASS(settings), "gtk-show-status-shapes") != NULL;
  }
  if (settings != NULL && has_status_shapes) {
    g_object_bind_property_full(settings, "gtk-show-status-shapes", mark, "opacity", G_BINDING_SYNC_CREATE,
                                tk_status_shapes_to_opacity, NULL, NULL, NULL);
  }
  return mark;
}

static inline void tk_accessible_set_pressed(GtkAccessible *accessible, GtkAccessibleTristate pressed) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_PRESSED, pressed, -1);
}

static inline void tk_accessible_set_checked(GtkAccessible *accessible, GtkAccessibleTristate checked) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED, checked, -1);
}

static inline void tk_accessible_set_disabled(GtkAccessible *accessible, gboolean disabled) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}

static inline void tk_accessible_set_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// g_object_new of a look's type with its label, a construct property, so the parts are
// built with the text once.
static inline GtkWidget *tk_widget_new_with_label(GType type, const char *label) {
  return GTK_WIDGET(g_object_new(type, "label", label, NULL));
}

// The GEnums of ToggleKit's GObject API, registered once by the ToggleKitGTK module (the
// value tables must live for the process, hence static). Their order is the Swift enums'.
static inline GType tk_register_enum(const char *name, const GEnumValue *values) {
  GType type = g_type_from_name(name);
  return type != 0 ? type : g_enum_register_static(name, values);
}

static const GEnumValue tk_look_values[] = {
  { 0, "TOGGLE_KIT_LOOK_PUSH", "push" },
  { 1, "TOGGLE_KIT_LOOK_SWITCH", "switch" },
  { 2, "TOGGLE_KIT_LOOK_CHECKBOX", "checkbox" },
  { 3, "TOGGLE_KIT_LOOK_RADIO", "radio" },
  { 0, NULL, NULL },
};

static const GEnumValue tk_toggle_state_values[] = {
  { 0, "TOGGLE_KIT_TOGGLE_STATE_OFF", "off" },
  { 1, "TOGGLE_KIT_TOGGLE_STATE_ON", "on" },
  { 2, "TOGGLE_KIT_TOGGLE_STATE_MIXED", "mixed" },
  { 0, NULL, NULL },
};

static const GEnumValue tk_commit_failure_values[] = {
  { 0, "TOGGLE_KIT_COMMIT_FAILURE_FAILED", "failed" },
  { 1, "TOGGLE_KIT_COMMIT_FAILURE_TIMED_OUT", "timed-out" },
  { 2, "TOGGLE_KIT_COMMIT_FAILURE_REFUSED", "refused" },
  { 0, NULL, NULL },
};

static const GEnumValue tk_commit_policy_values[] = {
  { 0, "TOGGLE_KIT_COMMIT_POLICY_NONE", "none" },
  { 1, "TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC", "optimistic" },
  { 2, "TOGGLE_KIT_COMMIT_POLICY_CONFIRMED", "confirmed" },
  { 0, NULL, NULL },
};

static inline GType tk_commit_policy_enum_register(void) {
  return tk_register_enum("ToggleKitCommitPolicy", tk_commit_policy_values);
}
static inline GType tk_look_enum_register(void) { return tk_register_enum("ToggleKitLook", tk_look_values); }
static inline GType tk_toggle_state_enum_register(void) { return tk_register_enum("ToggleKitToggleState", tk_toggle_state_values); }
static inline GType tk_commit_failure_enum_register(void) {
  return tk_register_enum("ToggleKitCommitFailure", tk_commit_failure_values);
}

// A final subtype of the abstract ToggleKitButton, one per look, as GTK has one type per
// widget: its class sets the CSS name, the accessible role and the AT-SPI action.
static inline GType tk_register_subclass_with_flags(GType parent, const char *name, GClassInitFunc class_init,
                                                    GTypeFlags flags);
static inline GType tk_register_final_subclass(GType parent, const char *name, GClassInitFunc class_init) {
  return tk_register_subclass_with_flags(parent, name, class_init, G_TYPE_FLAG_FINAL);
}

// A hidden GtkCheckButton that follows a GAction for a toggle (GtkActionable): GTK's
// action helper, which tracks an action's state and enabled, is private to GTK.
static inline GtkWidget *tk_action_follower_new(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_CHECK_BUTTON, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_PRESENTATION, "visible", FALSE,
                                 "can-target", FALSE, "focusable", FALSE, NULL));
}

// A theme-drawn part of a toggle: a widget of `type` with its own CSS name
// (its class's: "check", "radio", "switch", "slider", "picture"), never a target of input itself
// (and, as every GtkWidget by default, not focusable). GTK picks nothing inside a widget
// that is not a target, which the switch's marks rely on (tk_switch_mark_new).
static inline GtkWidget *tk_node_new(GType type) {
  GtkWidget *node = GTK_WIDGET(g_object_new(type, NULL));
  gtk_widget_set_can_target(node, FALSE);
  return node;
}

// The CSS colour of a widget's node: gtk_widget_get_color where GTK has it (4.10),
// the style context's colour on older GTK, so no build calls a deprecated function.
static inline GdkRGBA tk_widget_css_color(GtkWidget *widget) {
  GdkRGBA color = { 0, 0, 0, 1 };
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color(widget, &color);
#else
  gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
#endif
  return color;
}

// A provider for every widget on a display, at a priority: the app's per-state
// colours as style classes (GTK 4.10 deprecates per-widget providers for classes).
static inline void tk_add_display_provider(GdkDisplay *display, GtkCssProvider *provider, guint priority) {
  gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(provider), priority);
}

// Default styles for ToggleKit's own nodes, below every theme (a theme knows nothing of them).
static inline void tk_add_fallback_provider(GdkDisplay *display, GtkCssProvider *provider) {
  gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_FALLBACK);
}

// Asks for the dark or the light variant of the theme, for the whole process. GTK 4.20
// deprecates gtk-application-prefer-dark-theme (setting it logs a warning) for
// gtk-interface-color-scheme, which its themes follow; older GTK has only the former, where
// FALSE is the light variant.
static inline void tk_settings_prefer_dark(GtkSettings *settings, gboolean dark) {
#if GTK_CHECK_VERSION(4, 20, 0)
  g_object_set(settings, "gtk-interface-color-scheme",
               dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_LIGHT, NULL);
#else
  g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

// Loads CSS text: gtk_css_provider_load_from_string where GTK has it (4.12), the
// older call (deprecated in 4.12) before.
static inline void tk_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

// Sets a pixbuf's pixels as a cairo context's source at its origin; FALSE, with the source
// left as it was, when cairo cannot make the surface (out of memory). GTK 4.20 deprecates
// gdk_cairo_set_source_pixbuf; this is the replacement its documentation names, on every
// GTK 4: a memory texture over the pixbuf's own pixels (no copy), downloaded into an ARGB32
// surface, so GTK still does the premultiplying.
static inline gboolean tk_cairo_set_source_pixbuf(cairo_t *cr, GdkPixbuf *pixbuf) {
  int width = gdk_pixbuf_get_width(pixbuf);
  int height = gdk_pixbuf_get_height(pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    return FALSE;
  }
  GBytes *pixels = g_bytes_new_with_free_func(gdk_pixbuf_read_pixels(pixbuf), gdk_pixbuf_get_byte_length(pixbuf),
                                              g_object_unref, g_object_ref(pixbuf));
  GdkTexture *texture = gdk_memory_texture_new(
      width, height, gdk_pixbuf_get_has_alpha(pixbuf) ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8, pixels,
      (gsize)gdk_pixbuf_get_rowstride(pixbuf));
  g_bytes_unref(pixels);
  cairo_surface_flush(surface);
  gdk_texture_download(texture, cairo_image_surface_get_data(surface),
                       (gsize)cairo_image_surface_get_stride(surface));
  cairo_surface_mark_dirty(surface);
  g_object_unref(texture);
  cairo_set_source_surface(cr, surface, 0, 0);
  cairo_surface_destroy(surface);
  return TRUE;
}

static inline GType tk_pango_ellipsize_mode_type(void) { return PANGO_TYPE_ELLIPSIZE_MODE; }

static inline gsize tk_widget_class_size(void) { return sizeof(GtkWidgetClass); }
static inline gsize tk_widget_instance_size(void) { return sizeof(GtkWidget); }

static inline GObjectClass *tk_object_class(gpointer klass) { return G_OBJECT_CLASS(klass); }
static inline GtkWidgetClass *tk_widget_class(gpointer klass) { return GTK_WIDGET_CLASS(klass); }

// Whether the object implements GListModel.
static inline gboolean tk_is_list_model(gpointer object) { return G_IS_LIST_MODEL(object); }

static inline gboolean tk_is_widget_of_type(gpointer instance, GType type) {
  return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

// An object property's value with a reference the caller owns (g_object_unref it), or NULL.
static inline gpointer tk_dup_property_object(gpointer object, const char *name) {
  gpointer value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

// Whether `instance` is a GTypeInstance of `type` or of a type derived from it.
static inline gboolean tk_is_instance_of(gpointer instance, GType type) {
  return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

// Whether `object` (any GObject) has a readable property `name` holding an object.
static inline gboolean tk_object_has_object_property(gpointer object, const char *name) {
  if (!G_IS_OBJECT(object)) return FALSE;
  GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
  return spec != NULL && G_IS_PARAM_SPEC_OBJECT(spec) && (spec->flags & G_PARAM_READABLE);
}

static inline void tk_set_property_boolean(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

static inline void tk_set_property_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

static inline void tk_set_property_enum(gpointer object, const char *name, int value) {
  g_object_set(object, name, value, NULL);
}

static inline gboolean tk_get_property_boolean(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

static inline void tk_set_property_object(gpointer object, const char *name, gpointer value) {
  g_object_set(object, name, value, NULL);
}

// An object property's value, not referenced (the caller does not own it), or NULL.
static inline gpointer tk_get_property_object(gpointer object, const char *name) {
  gpointer value = NULL;
  g_object_get(object, name, &value, NULL);
  if (value != NULL) g_object_unref(value);
  return value;
}

static inline int tk_get_property_enum(gpointer object, const char *name) {
  int value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

// A string property's value, newly allocated (g_free it), or NULL.
static inline char *tk_get_property_string(gpointer object, const char *name) {
  char *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

// Emits a key controller's "key-pressed" or "key-released", as GDK does for a key event
// with these modifiers held; for tests.
static inline gboolean tk_emit_key_with_modifiers(gpointer controller, gboolean pressed, guint keyval,
                                                  GdkModifierType modifiers) {
  gboolean handled = FALSE;
  if (pressed)
    g_signal_emit_by_name(controller, "key-pressed", keyval, 0, modifiers, &handled);
  else
    g_signal_emit_by_name(controller, "key-released", keyval, 0, modifiers);
  return handled;
}

static inline gboolean tk_emit_key(gpointer controller, gboolean pressed, guint keyval) {
  return tk_emit_key_with_modifiers(controller, pressed, keyval, (GdkModifierType)0);
}

// Whether a root a widget is leaving is a window that gtk_window_destroy has ended: such a
// window has left GTK's list of toplevels, which every live window is on from its init.
static inline gboolean tk_root_was_destroyed(GtkRoot *root) {
  if (root == NULL || !GTK_IS_WINDOW(root)) return FALSE;
  GListModel *toplevels = gtk_window_get_toplevels();
  guint count = g_list_model_get_n_items(toplevels);
  for (guint index = 0; index < count; index++) {
    gpointer window = g_list_model_get_item(toplevels, index);
    g_object_unref(window);
    if (window == (gpointer)root) return FALSE;
  }
  return TRUE;
}

// A subclass of a GType whose sizes only GLib knows (GtkGestureDrag's structs are private).
static inline GType tk_register_subclass_with_flags(GType parent, const char *name, GClassInitFunc class_init,
                                                    GTypeFlags flags) {
  GTypeQuery query;
  g_type_query(parent, &query);
  GTypeInfo info = { 0 };
  info.class_size = (guint16)query.class_size;
  info.class_init = class_init;
  info.instance_size = (guint16)query.instance_size;
  return g_type_register_static(parent, name, &info, flags);
}

static inline GType tk_register_subclass(GType parent, const char *name, GClassInitFunc class_init) {
  return tk_register_subclass_with_flags(parent, name, class_init, (GTypeFlags)0);
}

static inline gboolean tk_type_is_final(GType type) { return G_TYPE_IS_FINAL(type); }
static inline gboolean tk_type_is_abstract(GType type) { return G_TYPE_IS_ABSTRACT(type); }
static inline gboolean tk_type_is_enum(GType type) { return G_TYPE_IS_ENUM(type); }

static inline GType tk_type_from_class(gpointer klass) { return G_TYPE_FROM_CLASS(klass); }

static inline gpointer tk_object_new(GType type) { return g_object_new(type, NULL); }

// Chains a class handler of GtkGestureDrag's drag signals (x, y) or GtkGesture's "cancel"
// (sequence) up to the parent type's, as an overriding class handler should.
static inline void tk_chain_drag_signal(gpointer gesture, double x, double y) {
  g_signal_chain_from_overridden_handler(gesture, x, y);
}

static inline void tk_chain_sequence_signal(gpointer gesture, GdkEventSequence *sequence) {
  g_signal_chain_from_overridden_handler(gesture, sequence);
}

// Connects a signal; GLib calls destroy on data when the handler goes.
static inline gulong tk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                       gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}

// A signal with no parameters and no return value, for "toggled-by-user" and "clicked".
static inline guint tk_signal_new_void(const char *name, GType type) {
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 0, NULL);
}

// "activate" (no parameters), an action signal with a class handler: what
// gtk_widget_activate, mnemonics and a GtkLabel's mnemonic widget emit.
static inline guint tk_signal_new_activate(const char *name, GType type, GCallback handler) {
  return g_signal_newv(name, type, G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                       g_cclosure_new(handler, NULL, NULL), NULL, NULL, NULL, G_TYPE_NONE, 0, NULL);
}

// "commit-failed" (ToggleKitCommitFailure reason, GError *error): an async commit rolled
// back. The error is the app's own (toggle_kit_commit_fail_with_error), else one of
// G_IO_ERROR's for the reason; its message is the one message there is.
static inline guint tk_signal_new_commit_failed(const char *name, GType type, GType reason_type) {
  GType params[2] = { reason_type, G_TYPE_ERROR };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 2, params);
}

// "state-set" (gboolean state) -> gboolean, GtkSwitch's: the first handler that returns
// TRUE stops the emission and takes the change over.
static inline guint tk_signal_new_state_set(const char *name, GType type) {
  GType params[1] = { G_TYPE_BOOLEAN };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, g_signal_accumulator_true_handled, NULL, NULL,
                       G_TYPE_BOOLEAN, 1, params);
}

static inline gboolean tk_signal_emit_state_set(gpointer instance, guint signal_id, gboolean state) {
  gboolean handled = FALSE;
  g_signal_emit(instance, signal_id, 0, state, &handled);
  return handled;
}

// "commit" (ToggleKitCommit *commit) -> gboolean: a user change waits for the app's answer;
// the first handler that returns TRUE takes it over, as "state-set" and WebKit's
// "decide-policy" are taken over.
static inline guint tk_signal_new_commit(const char *name, GType type, GType commit_type) {
  GType params[1] = { commit_type };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, g_signal_accumulator_true_handled, NULL, NULL,
                       G_TYPE_BOOLEAN, 1, params);
}

static inline gboolean tk_signal_emit_commit(gpointer instance, guint signal_id, gpointer commit) {
  gboolean handled = FALSE;
  g_signal_emit(instance, signal_id, 0, commit, &handled);
  return handled;
}

// A ToggleKitStore's signals: "item-changed" (const char *item, ToggleKitToggleState value,
// gboolean by_user), "all-changed" (ToggleKitToggleState value, guint n_changed, gboolean by_user)
// and "commit" (const char *item, ToggleKitCommit *commit) -> gboolean.
static inline guint tk_signal_new_item_changed(const char *name, GType type, GType value_type) {
  GType params[3] = { G_TYPE_STRING, value_type, G_TYPE_BOOLEAN };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 3, params);
}

static inline guint tk_signal_new_all_changed(const char *name, GType type, GType value_type) {
  GType params[3] = { value_type, G_TYPE_UINT, G_TYPE_BOOLEAN };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 3, params);
}

// A ToggleKitStore's or ToggleKitTree's "commit-failed" (const char *item, ToggleKitCommitFailure
// reason, GError *error): a save rolled back; item NULL for a bulk one.
static inline guint tk_signal_new_item_commit_failed(const char *name, GType type, GType reason_type) {
  GType params[3] = { G_TYPE_STRING, reason_type, G_TYPE_ERROR };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 3, params);
}

static inline void tk_signal_emit_item_commit_failed(gpointer instance, guint signal_id, const char *item,
                                                     gint reason, const GError *error) {
  g_signal_emit(instance, signal_id, 0, item, reason, error);
}

static inline guint tk_signal_new_item_commit(const char *name, GType type, GType commit_type) {
  GType params[2] = { G_TYPE_STRING, commit_type };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, g_signal_accumulator_true_handled, NULL, NULL,
                       G_TYPE_BOOLEAN, 2, params);
}

static inline void tk_signal_emit_item_changed(gpointer instance, guint signal_id, const char *item, gint value,
                                               gboolean by_user) {
  g_signal_emit(instance, signal_id, 0, item, value, by_user);
}

static inline void tk_signal_emit_all_changed(gpointer instance, guint signal_id, gint value, guint count,
                                              gboolean by_user) {
  g_signal_emit(instance, signal_id, 0, value, count, by_user);
}

// A ToggleKitStore's "change-request" (const char *item, ToggleKitToggleState value) -> gboolean:
// asked before a user change of item; TRUE refuses it, as GtkWindow::close-request's TRUE does.
static inline guint tk_signal_new_change_request(const char *name, GType type, GType value_type) {
  GType params[2] = { G_TYPE_STRING, value_type };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, g_signal_accumulator_true_handled, NULL, NULL,
                       G_TYPE_BOOLEAN, 2, params);
}

static inline gboolean tk_signal_emit_change_request(gpointer instance, guint signal_id, const char *item,
                                                     gint value) {
  gboolean refused = FALSE;
  g_signal_emit(instance, signal_id, 0, item, value, &refused);
  return refused;
}

static inline gboolean tk_signal_emit_item_commit(gpointer instance, guint signal_id, const char *item,
                                                  gpointer commit) {
  gboolean handled = FALSE;
  g_signal_emit(instance, signal_id, 0, item, commit, &handled);
  return handled;
}

// A ToggleKitStore's "commit-all" (ToggleKitToggleState value, guint n_changed, ToggleKitCommit
// *commit) -> gboolean: a user's select all or clear all waits for the app's answer, taken
// over as "commit" is.
static inline guint tk_signal_new_all_commit(const char *name, GType type, GType value_type,
                                             GType commit_type) {
  GType params[3] = { value_type, G_TYPE_UINT, commit_type };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, g_signal_accumulator_true_handled, NULL, NULL,
                       G_TYPE_BOOLEAN, 3, params);
}

static inline gboolean tk_signal_emit_all_commit(gpointer instance, guint signal_id, gint value, guint count,
                                                 gpointer commit) {
  gboolean handled = FALSE;
  g_signal_emit(instance, signal_id, 0, value, count, commit, &handled);
  return handled;
}

// The type of a GObject instance, as G_OBJECT_TYPE, a macro Swift cannot import.
static inline GType tk_object_type(gpointer object) {
  return G_OBJECT_TYPE(object);
}

// Whether `object` (any GObject) has a readable string property `name`.
static inline gboolean tk_object_has_string_property(gpointer object, const char *name) {
  if (!G_IS_OBJECT(object)) return FALSE;
  GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
  return spec != NULL && spec->value_type == G_TYPE_STRING && (spec->flags & G_PARAM_READABLE);
}

// Whether `object` (any GObject) has a readable boolean property `name`.
static inline gboolean tk_object_has_boolean_property(gpointer object, const char *name) {
  if (!G_IS_OBJECT(object)) return FALSE;
  GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
  return spec != NULL && spec->value_type == G_TYPE_BOOLEAN && (spec->flags & G_PARAM_READABLE);
}

// The canonical name ("display-name" for "display_name") of object's readable string
// property name, which is what its notify detail is; NULL if it has none. Static: the
// class keeps the spec.
static inline const char *tk_object_string_property_name(gpointer object, const char *name) {
  if (!tk_object_has_string_property(object, name)) return NULL;
  return g_param_spec_get_name(g_object_class_find_property(G_OBJECT_GET_CLASS(object), name));
}

// "changed" (gboolean by_user), a group's selection moved.
static inline guint tk_signal_new_changed(const char *name, GType type) {
  GType params[1] = { G_TYPE_BOOLEAN };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 1, params);
}

static inline void tk_signal_emit_boolean(gpointer instance, guint signal_id, gboolean value) {
  g_signal_emit(instance, signal_id, 0, value);
}

// GListModel's three functions, for a type that implements it (ToggleKitGroup's members).
typedef struct {
  GType (*get_item_type)(GListModel *list);
  guint (*get_n_items)(GListModel *list);
  gpointer (*get_item)(GListModel *list, guint position);
} TkListModelFunctions;

static void tk_list_model_interface_init(gpointer iface, gpointer data) {
  GListModelInterface *list = iface;
  const TkListModelFunctions *functions = data;
  list->get_item_type = functions->get_item_type;
  list->get_n_items = functions->get_n_items;
  list->get_item = functions->get_item;
}

// Before the type's class is first used, as G_IMPLEMENT_INTERFACE does; `functions` lives
// as long as the process.
static inline void tk_type_add_list_model(GType type, const TkListModelFunctions *functions) {
  GInterfaceInfo info = { tk_list_model_interface_init, NULL, (gpointer)functions };
  g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &info);
}

// A plain GObject subclass with instance-private data of `private_size` bytes (its offset
// is returned through `private_offset`, to adjust in class_init as G_ADD_PRIVATE does).
static inline GType tk_register_object_type(const char *name, GClassInitFunc class_init,
                                            GInstanceInitFunc instance_init, gsize private_size,
                                            gint *private_offset) {
  GTypeInfo info = { 0 };
  info.class_size = sizeof(GObjectClass);
  info.class_init = class_init;
  info.instance_size = sizeof(GObject);
  info.instance_init = instance_init;
  GType type = g_type_register_static(G_TYPE_OBJECT, name, &info, G_TYPE_FLAG_FINAL);
  *private_offset = g_type_add_instance_private(type, private_size);
  return type;
}

// ToggleKitStore's <items> in a .ui file, as GtkStringList's:
//   <items><item>wifi</item><item value="on">bluetooth</item></items>
// The parser collects the items; once the object's tags are read, `insert` adds them in order.
// `value` is a ToggleKitToggleState nick, "off" when absent; "mixed" in a store whose
// allows-mixed is off is an error of the .ui file, as GtkBuilder reports a bad value.
typedef void (*TkStoreItemsInsert)(gpointer store, const char *item, gint value);

typedef struct {
  GObject *store;
  GtkBuilder *builder;
  GPtrArray *items;
  GArray *values;
  GString *text;
  gboolean in_item;
  gint value;
  GType value_type;
  TkStoreItemsInsert insert;
} TkStoreItems;

// Where the type keeps its insert function and the value enum (GType qdata: Swift's importer
// gives a header's static variables no storage).
#define TK_STORE_ITEMS_INSERT_KEY "tk-store-items-insert"
#define TK_STORE_ITEMS_VALUE_TYPE_KEY "tk-store-items-value-type"

static void tk_store_items_start(GtkBuildableParseContext *context, const char *element,
                                 const char **names, const char **values, gpointer user_data,
                                 GError **error) {
  TkStoreItems *items = user_data;
  if (strcmp(element, "items") == 0) {
    g_markup_collect_attributes(element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL);
    return;
  }
  if (strcmp(element, "item") != 0) {
    int line = 0, column = 0;
    gtk_buildable_parse_context_get_position(context, &line, &column);
    g_set_error(error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_UNHANDLED_TAG,
                "%d:%d: unhandled tag <%s> in a ToggleKitStore's <items>: only <item>", line, column,
                element);
    return;
  }
  const char *value_text = NULL;
  if (!g_markup_collect_attributes(element, names, values, error,
                                   G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "value",
                                   &value_text, G_MARKUP_COLLECT_INVALID))
    return;
  gint value = 0;
  if (value_text != NULL) {
    GValue parsed = G_VALUE_INIT;
    if (!gtk_builder_value_from_string_type(items->builder, items->value_type, value_text,
                                            &parsed, error))
      return;
    value = g_value_get_enum(&parsed);
    g_value_unset(&parsed);
    gboolean allows_mixed = FALSE;
    g_object_get(items->store, "allows-mixed", &allows_mixed, NULL);
    if (value == 2 && !allows_mixed) {
      int line = 0, column = 0;
      gtk_buildable_parse_context_get_position(context, &line, &column);
      g_set_error(error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_INVALID_VALUE,
                  "%d:%d: an <item> is mixed in a ToggleKitStore whose allows-mixed is off; set the "
                  "allows-mixed property before <items>", line, column);
      return;
    }
  }
  items->in_item = TRUE;
  items->value = value;
  g_string_truncate(items->text, 0);
}

static void tk_store_items_text(GtkBuildableParseContext *context, const char *text, gsize length,
                                gpointer user_data, GError **error) {
  (void)context;
  (void)error;
  TkStoreItems *items = user_data;
  if (items->in_item) g_string_append_len(items->text, text, (gssize)length);
}

static void tk_store_items_end(GtkBuildableParseContext *context, const char *element,
                               gpointer user_data, GError **error) {
  (void)context;
  TkStoreItems *items = user_data;
  if (strcmp(element, "item") != 0) return;
  items->in_item = FALSE;
  if (items->text->len == 0) {
    g_set_error(error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_INVALID_VALUE,
                "an <item> of a ToggleKitStore names no item");
    return;
  }
  g_ptr_array_add(items->items, g_strdup(items->text->str));
  g_array_append_val(items->values, items->value);
}

static const GtkBuildableParser tk_store_items_parser = {
    tk_store_items_start, tk_store_items_end, tk_store_items_text, NULL, {NULL}};

static void tk_store_items_free(TkStoreItems *items) {
  g_ptr_array_unref(items->items);
  g_array_unref(items->values);
  g_string_free(items->text, TRUE);
  g_free(items);
}

static gboolean tk_store_custom_tag_start(GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                          const char *tagname, GtkBuildableParser *parser,
                                          gpointer *data) {
  if (child != NULL || strcmp(tagname, "items") != 0) return FALSE;
  TkStoreItems *items = g_new0(TkStoreItems, 1);
  items->store = G_OBJECT(buildable);
  items->builder = builder;
  items->items = g_ptr_array_new_with_free_func(g_free);
  items->values = g_array_new(FALSE, FALSE, sizeof(gint));
  items->text = g_string_new(NULL);
  GType type = G_OBJECT_TYPE(buildable);
  items->insert = (TkStoreItemsInsert)g_type_get_qdata(type, g_quark_from_static_string(TK_STORE_ITEMS_INSERT_KEY));
  items->value_type = (GType)GPOINTER_TO_SIZE(
      g_type_get_qdata(type, g_quark_from_static_string(TK_STORE_ITEMS_VALUE_TYPE_KEY)));
  *parser = tk_store_items_parser;
  *data = items;
  return TRUE;
}

static void tk_store_custom_finished(GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                     const char *tagname, gpointer data) {
  (void)builder;
  (void)child;
  if (strcmp(tagname, "items") != 0) return;
  TkStoreItems *items = data;
  for (guint index = 0; index < items->items->len; index++)
    items->insert(buildable, g_ptr_array_index(items->items, index),
                          g_array_index(items->values, gint, index));
  tk_store_items_free(items);
}

static void tk_store_buildable_init(GtkBuildableIface *iface, gpointer data) {
  (void)data;
  iface->custom_tag_start = tk_store_custom_tag_start;
  iface->custom_finished = tk_store_custom_finished;
}

// Makes the store type a GtkBuildable that reads <items>; once, at registration.
static inline void tk_store_add_buildable(GType type, GType value_type, TkStoreItemsInsert insert) {
  g_type_set_qdata(type, g_quark_from_static_string(TK_STORE_ITEMS_INSERT_KEY), (gpointer)insert);
  g_type_set_qdata(type, g_quark_from_static_string(TK_STORE_ITEMS_VALUE_TYPE_KEY),
                   GSIZE_TO_POINTER(value_type));
  const GInterfaceInfo info = {(GInterfaceInitFunc)tk_store_buildable_init, NULL, NULL};
  g_type_add_interface_static(type, GTK_TYPE_BUILDABLE, &info);
}

// g_object_new of a look's type with a mnemonic label ("_Bold": Alt+B activates it).
static inline GtkWidget *tk_widget_new_with_mnemonic(GType type, const char *label) {
  return GTK_WIDGET(g_object_new(type, "label", label, "use-underline", TRUE, NULL));
}

// A new ToggleKitGroup of `type` with its construct-only mode.
static inline gpointer tk_group_new(GType type, GtkSelectionMode mode, guint minimum, guint maximum) {
  return g_object_new(type, "selection-mode", mode, "minimum", minimum, "maximum", maximum, NULL);
}

static inline gpointer tk_store_new(GType type, GtkSelectionMode mode) {
  return g_object_new(type, "selection-mode", mode, NULL);
}

// Whether this is the process's main thread, where Swift's main actor runs on Linux (the
// initial thread, which runs the main dispatch queue GTK's default context is bridged to).
// Asked once per thread: every C call and property access checks it.
static inline gboolean tk_is_main_thread(void) {
  static __thread signed char is_main = -1;
  if (G_UNLIKELY(is_main < 0))
    is_main = getpid() == (pid_t)syscall(SYS_gettid);
  return is_main;
}

// The file this copy of ToggleKit was loaded from (a program or libtogglekit-gtk-1.so), for
// the message that refuses a second copy in one process. dladdr is a GNU extension, declared
// only under _GNU_SOURCE, which a module's headers cannot count on: hence the prototype.
typedef struct {
  const char *file_name;
  void *file_base;
  const char *symbol_name;
  void *symbol_address;
} tk_dl_info;
#ifndef __USE_GNU
extern int dladdr(const void *address, tk_dl_info *info);
#endif
static inline const char *tk_copy_file_name(void) {
  tk_dl_info info = { 0 };
  if (dladdr((const void *)&tk_copy_file_name, (void *)&info) == 0 || info.file_name == NULL ||
      info.file_name[0] == '\0')
    return "the program";
  return info.file_name;
}

// A GLib critical in ToggleKit's C API log domain: a call the library refuses.
static inline void tk_critical(const char *message) {
  g_log("ToggleKit", G_LOG_LEVEL_CRITICAL, "%s", message);
}

static inline double tk_get_property_double(gpointer object, const char *name) {
  double value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

static inline void tk_set_property_double(gpointer object, const char *name, double value) {
  g_object_set(object, name, value, NULL);
}

// The GLib critical g_return_if_fail gives, naming the C function and the failed check.
static inline void tk_return_if_fail_warning(const char *function, const char *expression) {
  g_return_if_fail_warning("ToggleKit", function, expression);
}

// "toggled" (no parameters), RUN_FIRST as GtkToggleButton's and GtkCheckButton's: `active` changed.
static inline guint tk_signal_new_run_first(const char *name, GType type) {
  return g_signal_newv(name, type, G_SIGNAL_RUN_FIRST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 0, NULL);
}

static inline void tk_signal_emit_commit_failed(gpointer instance, guint signal_id, gint reason,
                                                const GError *error) {
  g_signal_emit(instance, signal_id, 0, reason, error);
}

// The BUSY accessible state (an async commit is running).
static inline void tk_accessible_set_busy(GtkAccessible *accessible, gboolean busy) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

// Whether the widget's accessible BUSY state is set, as GTK's own accessibility tests read it.
static inline gboolean tk_accessible_is_busy(GtkAccessible *accessible) {
  char *mismatch = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_BUSY, TRUE);
  gboolean busy = mismatch == NULL;
  g_free(mismatch);
  return busy;
}

// gtk_accessible_announce, which GTK 4.14 added: called directly when built against
// 4.14 or later, else looked up at run time, so a build made against GTK 4.8 still
// announces where the running GTK can. Returns whether it could.
static inline gboolean tk_accessible_announce(GtkAccessible *accessible, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
  gtk_accessible_announce(accessible, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  typedef void (*announce_fn)(GtkAccessible *, const char *, int);
  static announce_fn announce = NULL;
  static gboolean looked_up = FALSE;
  if (!looked_up) {
    announce = (announce_fn)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
    looked_up = TRUE;
  }
  if (announce == NULL) return FALSE;
  announce(accessible, message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
  return TRUE;
#endif
}

// gtk_list_item_set_focusable (GTK 4.12): a row whose child takes the focus (a tree row's
// expander, as GtkTreeExpander's documentation asks), found at run time on older GTK; GTK
// before 4.12 has no focusable row to turn off.
static inline void tk_list_item_set_focusable(GtkListItem *item, gboolean focusable) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_list_item_set_focusable(item, focusable);
#else
  typedef void (*set_focusable_fn)(GtkListItem *, gboolean);
  static set_focusable_fn set_focusable = NULL;
  static gboolean looked_up = FALSE;
  if (!looked_up) {
    set_focusable = (set_focusable_fn)dlsym(RTLD_DEFAULT, "gtk_list_item_set_focusable");
    looked_up = TRUE;
  }
  if (set_focusable != NULL) set_focusable(item, focusable);
#endif
}

static inline void tk_signal_emit_void(gpointer instance, guint signal_id) {
  g_signal_emit(instance, signal_id, 0);
}

// Removes a directory and everything in it (symbolic links are removed, never followed);
// for the gallery's and the tests' temporary image folders. A missing path is no error.
static inline void tk_remove_tree(const char *path) {
  if (!g_file_test(path, G_FILE_TEST_IS_SYMLINK) && g_file_test(path, G_FILE_TEST_IS_DIR)) {
    GDir *dir = g_dir_open(path, 0, NULL);
    if (dir != NULL) {
      const char *name;
      while ((name = g_dir_read_name(dir)) != NULL) {
        char *child = g_build_filename(path, name, NULL);
        tk_remove_tree(child);
        g_free(child);
      }
      g_dir_close(dir);
    }
  }
  g_remove(path);
}

// The pixel size a raster image's header claims, read by ToggleKit itself from the first
// bytes of PNG, JPEG, GIF, BMP, ICO and WebP data. Returns the format (a
// TK_RASTER_ value), TK_RASTER_NONE where the data starts with none of their signatures, or
// TK_RASTER_INVALID where it does but the header is cut short or makes no sense. Where
// gdk-pixbuf loads through glycin (2.44 built with it, as Debian's is), its loader decodes the
// whole image even when size-prepared asks for 0 x 0 (a 60 KB PNG that claims 20000 x 20000
// becomes 1.5 GB), so the limits are applied to what this reads, before gdk-pixbuf sees the
// data at all.
enum {
  TK_RASTER_INVALID = -1,
  TK_RASTER_NONE = 0,
  TK_RASTER_PNG,
  TK_RASTER_JPEG,
  TK_RASTER_GIF,
  TK_RASTER_BMP,
  TK_RASTER_ICO,
  TK_RASTER_WEBP,
};

// gdk-pixbuf's name for a TK_RASTER_ format.
static inline const char *tk_raster_format_name(int format) {
  switch (format) {
    case TK_RASTER_PNG: return "png";
    case TK_RASTER_JPEG: return "jpeg";
    case TK_RASTER_GIF: return "gif";
    case TK_RASTER_BMP: return "bmp";
    case TK_RASTER_ICO: return "ico";
    case TK_RASTER_WEBP: return "webp";
    default: return NULL;
  }
}

static inline guint32 tk_be16(const guchar *p) { return (guint32)p[0] << 8 | p[1]; }
static inline guint32 tk_le16(const guchar *p) { return (guint32)p[1] << 8 | p[0]; }
static inline guint32 tk_be32(const guchar *p) { return tk_be16(p) << 16 | tk_be16(p + 2); }
static inline guint32 tk_le32(const guchar *p) { return tk_le16(p + 2) << 16 | tk_le16(p); }
static inline gint64 tk_abs32(guint32 value) {
  gint64 signed_value = (gint32)value;
  return signed_value < 0 ? -signed_value : signed_value;
}

static inline int tk_png_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  if (n < 8 || memcmp(d, "\x89PNG\r\n\x1a\n", 8) != 0) return TK_RASTER_NONE;
  if (n < 24 || memcmp(d + 12, "IHDR", 4) != 0) return TK_RASTER_INVALID;
  *width = tk_be32(d + 16);
  *height = tk_be32(d + 20);
  return TK_RASTER_PNG;
}

// JPEG: the largest frame (SOF0, SOF1 or SOF2) before the first scan. gdk-pixbuf's glycin
// decodes with zune-jpeg, which takes only those three and skips other markers by their
// length, where libjpeg reads others: a file whose segments the two could read apart is
// refused. Stray bytes and fill bytes between segments are skipped, as both skip them.
static inline int tk_jpeg_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  gsize at = 2;
  gboolean framed = FALSE;
  for (;;) {
    while (at < n && d[at] != 0xFF) at++;
    while (at < n && d[at] == 0xFF) at++;
    if (at >= n) return TK_RASTER_INVALID;
    guchar marker = d[at++];
    if (marker == 0xDA) return framed ? TK_RASTER_JPEG : TK_RASTER_INVALID; /* the first scan */
    gboolean known = (marker >= 0xE0 && marker <= 0xEF) || marker == 0xFE || marker == 0xDB ||
                     marker == 0xC4 || marker == 0xDD || marker == 0xC0 || marker == 0xC1 || marker == 0xC2;
    if (!known || at + 2 > n) return TK_RASTER_INVALID;
    guint32 length = tk_be16(d + at);
    if (length < 2 || at + length > n) return TK_RASTER_INVALID;
    if (marker == 0xEE && (length < 7 || memcmp(d + at + 2, "Adobe", 5) != 0))
      return TK_RASTER_INVALID; /* zune-jpeg skips a non-Adobe APP14 two bytes too far */
    if (marker >= 0xC0 && marker <= 0xC2) {
      if (length < 7) return TK_RASTER_INVALID;
      *height = MAX(*height, (gint64)tk_be16(d + at + 3));
      *width = MAX(*width, (gint64)tk_be16(d + at + 5));
      framed = TRUE;
    }
    at += length;
  }
}

// The size a PNG or a BMP header at `d` claims, for an icon's entry: the data from the
// entry's offset to the end of the file, since the decoders read past the entry's size.
static inline gboolean tk_ico_entry_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  if (n >= 8 && memcmp(d, "\x89PNG\r\n\x1a\n", 8) == 0) return tk_png_header_size(d, n, width, height) == TK_RASTER_PNG;
  if (n < 12) return FALSE;
  *width = tk_abs32(tk_le32(d + 4));
  *height = tk_abs32(tk_le32(d + 8)) / 2; /* the mask's rows counted too */
  return TRUE;
}

// ICO: the largest size any entry claims, in the directory or in the PNG or bitmap header
// of its data, since a decoder may size the image from either and picks the entry itself.
// An entry whose data lies outside the file or cannot be read is refused. CUR, whose
// signature glycin reads as TGA's, is not taken as an icon; bytes 4 to 7 reading "ftyp"
// (AVIF or HEIF to glycin) are refused.
static inline int tk_ico_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  if (n >= 8 && memcmp(d + 4, "ftyp", 4) == 0) return TK_RASTER_INVALID;
  guint32 count = tk_le16(d + 4);
  if (count == 0 || n < 6 + (gsize)count * 16) return TK_RASTER_INVALID;
  for (guint32 i = 0; i < count; i++) {
    const guchar *entry = d + 6 + i * 16;
    guint32 offset = tk_le32(entry + 12);
    if (offset < 6 + count * 16 || offset >= n) return TK_RASTER_INVALID;
    gint64 entry_width = entry[0] == 0 ? 256 : entry[0];
    gint64 entry_height = entry[1] == 0 ? 256 : entry[1];
    gint64 data_width = 0, data_height = 0;
    if (!tk_ico_entry_size(d + offset, n - offset, &data_width, &data_height)) return TK_RASTER_INVALID;
    *width = MAX(*width, MAX(entry_width, data_width));
    *height = MAX(*height, MAX(entry_height, data_height));
  }
  return TK_RASTER_ICO;
}

// GIF: the logical screen, and every frame's extent (left + width, top + height), since a
// decoder may allocate a frame larger than the screen. The walk follows the blocks to the
// trailer; a file cut short ends it, as decoding ends there.
static inline int tk_gif_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  if (n < 13) return TK_RASTER_INVALID;
  *width = tk_le16(d + 6);
  *height = tk_le16(d + 8);
  gsize at = 13;
  if (d[10] & 0x80) at += 3 * ((gsize)1 << ((d[10] & 7) + 1));
  while (at < n) {
    guchar block = d[at++];
    if (block == 0x3B) break;
    if (block == 0x2C) {
      if (at + 9 > n) break;
      *width = MAX(*width, (gint64)tk_le16(d + at) + tk_le16(d + at + 4));
      *height = MAX(*height, (gint64)tk_le16(d + at + 2) + tk_le16(d + at + 6));
      guchar flags = d[at + 8];
      at += 9;
      if (flags & 0x80) at += 3 * ((gsize)1 << ((flags & 7) + 1));
      at += 1; /* the LZW minimum code size */
    } else if (block == 0x21) {
      at += 1; /* the extension's label */
    } else {
      return TK_RASTER_INVALID;
    }
    while (at < n && d[at] != 0) at += 1 + (gsize)d[at]; /* sub-blocks */
    at++;
  }
  return TK_RASTER_GIF;
}

// The size a VP8 or VP8L bitstream chunk's header claims; FALSE when it cannot be read.
static inline gboolean tk_webp_bitstream_size(const guchar *fourcc, const guchar *data, gsize size, gint64 *width,
                                              gint64 *height) {
  if (memcmp(fourcc, "VP8 ", 4) == 0) {
    if (size < 10 || data[3] != 0x9D || data[4] != 0x01 || data[5] != 0x2A) return FALSE;
    *width = MAX(*width, (gint64)(tk_le16(data + 6) & 0x3FFF));
    *height = MAX(*height, (gint64)(tk_le16(data + 8) & 0x3FFF));
    return TRUE;
  }
  if (memcmp(fourcc, "VP8L", 4) == 0) {
    if (size < 5 || data[0] != 0x2F) return FALSE;
    guint32 bits = tk_le32(data + 1);
    *width = MAX(*width, (gint64)(1 + (bits & 0x3FFF)));
    *height = MAX(*height, (gint64)(1 + ((bits >> 14) & 0x3FFF)));
    return TRUE;
  }
  return TRUE; /* another chunk: no size of its own */
}

// WebP: the canvas (VP8X), and every bitstream's own size, at the top and in each animation
// frame (ANMF), since the decoder decodes a bitstream at its own size before it compares it
// with the canvas. A bitstream whose header cannot be read is refused.
static inline int tk_webp_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  gboolean sized = FALSE;
  gsize at = 12;
  while (at + 8 <= n) {
    const guchar *fourcc = d + at;
    gsize size = tk_le32(d + at + 4);
    const guchar *data = d + at + 8;
    gsize available = MIN(size, n - at - 8);
    if (memcmp(fourcc, "VP8X", 4) == 0) {
      if (available < 10) return TK_RASTER_INVALID;
      *width = MAX(*width, 1 + (gint64)(tk_le16(data + 4) | (guint32)data[6] << 16));
      *height = MAX(*height, 1 + (gint64)(tk_le16(data + 7) | (guint32)data[9] << 16));
      sized = TRUE;
    } else if (memcmp(fourcc, "ANMF", 4) == 0) {
      if (available < 16) return TK_RASTER_INVALID;
      gsize inner = 16;
      while (inner + 8 <= available) {
        gsize inner_size = tk_le32(data + inner + 4);
        gsize inner_available = MIN(inner_size, available - inner - 8);
        if (!tk_webp_bitstream_size(data + inner, data + inner + 8, inner_available, width, height))
          return TK_RASTER_INVALID;
        if (inner_size > available - inner - 8) break;
        inner += 8 + inner_size + (inner_size & 1);
      }
    } else {
      if (!tk_webp_bitstream_size(fourcc, data, available, width, height)) return TK_RASTER_INVALID;
      if (memcmp(fourcc, "VP8 ", 4) == 0 || memcmp(fourcc, "VP8L", 4) == 0) sized = TRUE;
    }
    if (size > n - at - 8) break;
    at += 8 + size + (size & 1);
  }
  return sized ? TK_RASTER_WEBP : TK_RASTER_INVALID;
}

static inline int tk_raster_header_size(const guchar *d, gsize n, gint64 *width, gint64 *height) {
  *width = 0;
  *height = 0;
  int png = tk_png_header_size(d, n, width, height);
  if (png != TK_RASTER_NONE) return png;
  if (n >= 2 && d[0] == 0xFF && d[1] == 0xD8) return tk_jpeg_header_size(d, n, width, height);
  if (n >= 6 && (memcmp(d, "GIF87a", 6) == 0 || memcmp(d, "GIF89a", 6) == 0))
    return tk_gif_header_size(d, n, width, height);
  if (n >= 2 && d[0] == 'B' && d[1] == 'M') {
    if (n < 26) return TK_RASTER_INVALID;
    if (tk_le32(d + 14) == 12) {
      *width = tk_le16(d + 18);
      *height = tk_le16(d + 20);
    } else {
      *width = tk_abs32(tk_le32(d + 18));
      *height = tk_abs32(tk_le32(d + 22)); /* negative: rows top-down */
    }
    return TK_RASTER_BMP;
  }
  if (n >= 6 && d[0] == 0 && d[1] == 0 && d[2] == 1 && d[3] == 0) return tk_ico_header_size(d, n, width, height);
  if (n >= 12 && memcmp(d, "RIFF", 4) == 0 && memcmp(d + 8, "WEBP", 4) == 0)
    return tk_webp_header_size(d, n, width, height);
  return TK_RASTER_NONE;
}

static inline int tk_raster_bytes_header_size(GBytes *bytes, gint64 *width, gint64 *height) {
  gsize length = 0;
  const guchar *data = g_bytes_get_data(bytes, &length);
  *width = 0;
  *height = 0;
  return data == NULL ? TK_RASTER_NONE : tk_raster_header_size(data, length, width, height);
}

// Whether bytes with no raster signature may be an SVG: only these reach gdk-pixbuf's
// sniffing loaders, so a format ToggleKit does not accept (TIFF, TGA, QOI, AVIF...) is never
// decoded, which glycin would do in full before its size could be refused. glycin picks its
// decoder by magic bytes of its own, whatever gdk-pixbuf's module, so the text must begin as
// XML does (after a UTF-8 byte order mark and white space: "<?", "<!" or "<" and a letter),
// which no raster signature glycin knows does, must not hold "ftyp" at bytes 4 to 7 (AVIF and
// HEIF to glycin), and GIO must take it for SVG or XML.
static inline gboolean tk_bytes_may_be_svg(GBytes *bytes) {
  gsize length = 0;
  const guchar *data = g_bytes_get_data(bytes, &length);
  if (data == NULL) return FALSE;
  if (length >= 8 && memcmp(data + 4, "ftyp", 4) == 0) return FALSE;
  gsize at = length >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  while (at < length && (data[at] == ' ' || data[at] == '\t' || data[at] == '\r' || data[at] == '\n')) at++;
  if (at + 1 >= length || data[at] != '<') return FALSE;
  guchar next = data[at + 1];
  if (next != '?' && next != '!' && !g_ascii_isalpha(next)) return FALSE;
  char *type = g_content_type_guess(NULL, data, length, NULL);
  static const char *const kinds[] = { "image/svg+xml", "application/xml" };
  gboolean may = FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS(kinds) && !may; i++) {
    char *kind = g_content_type_from_mime_type(kinds[i]);
    may = kind != NULL && g_content_type_is_a(type, kind);
    g_free(kind);
  }
  g_free(type);
  return may;
}

// What an image's header says, read before any pixel is decoded: its format and the
// size it claims. format_name is newly allocated (g_free it).
typedef struct {
  gboolean known;
  char *format_name;
  int width;
  int height;
  gboolean scalable;
} tk_pixbuf_probe;

static void tk_pixbuf_probe_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
  tk_pixbuf_probe *probe = data;
  probe->width = width;
  probe->height = height;
  probe->known = TRUE;
  GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(loader);
  if (format != NULL && probe->format_name == NULL) {
    probe->format_name = gdk_pixbuf_format_get_name(format);
    probe->scalable = gdk_pixbuf_format_is_scalable(format);
  }
  // A size of 0 x 0 makes a classic module stop before it allocates anything, as
  // gdk_pixbuf_get_file_info asks it to: nothing of the claimed size is decoded. gdk-pixbuf
  // 2.43 and later, loading through glycin, ignore it and decode at the claimed size; for an
  // SVG that claims 30000 x 30000, glycin renders fewer pixels than that and gdk-pixbuf
  // aborts the process (g_error). A vector image is rendered at 16 x 16 instead, which every
  // version honours.
  if (probe->scalable)
    gdk_pixbuf_loader_set_size(loader, 16, 16);
  else
    gdk_pixbuf_loader_set_size(loader, 0, 0);
}

// Probes image bytes (a file's or an app's GResource's) as gdk_pixbuf_get_file_info probes a
// file, which cannot be used itself (see tk_pixbuf_probe_size_prepared): the bytes are given
// to a loader in 4 KiB pieces until it reports the size the header claims.
static inline void tk_pixbuf_probe_bytes(GBytes *bytes, tk_pixbuf_probe *probe) {
  GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
  g_signal_connect(loader, "size-prepared", G_CALLBACK(tk_pixbuf_probe_size_prepared), probe);
  gsize length = 0;
  const guchar *data = g_bytes_get_data(bytes, &length);
  gsize offset = 0;
  while (!probe->known && offset < length) {
    gsize piece = length - offset < 4096 ? length - offset : 4096;
    if (!gdk_pixbuf_loader_write(loader, data + offset, piece, NULL)) break;
    offset += piece;
  }
  // Closed either way (a loader is never finalized open); a short write is no error here.
  gdk_pixbuf_loader_close(loader, NULL);
  if (probe->format_name == NULL) {
    // Formats that only pick their module at close (a short file): read it now.
    GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(loader);
    if (format != NULL) {
      probe->format_name = gdk_pixbuf_format_get_name(format);
      probe->scalable = gdk_pixbuf_format_is_scalable(format);
    }
  }
  if (probe->format_name == NULL) probe->known = FALSE;
  if (probe->scalable) probe->known = TRUE;
  g_signal_handlers_disconnect_by_func(loader, tk_pixbuf_probe_size_prepared, probe);
  g_object_unref(loader);
}

// Darkens what is drawn until the matching gtk_snapshot_pop, as black at `alpha` laid over
// it would: the colour is scaled by 1 - alpha, the alpha is kept.
static inline void tk_snapshot_push_darkening(GtkSnapshot *snapshot, double alpha) {
  float keep = (float)(1.0 - alpha);
  graphene_matrix_t matrix;
  graphene_matrix_init_from_float(&matrix, (float[16]){ keep, 0, 0, 0, 0, keep, 0, 0, 0, 0, keep, 0, 0, 0, 0, 1 });
  graphene_vec4_t offset;
  graphene_vec4_init(&offset, 0, 0, 0, 0);
  gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset);
}

// Redraws (or, for a new size, resizes) `widget` whenever `paintable` says its contents or
// size changed; the connections go with the widget (g_signal_connect_object).
static void tk_paintable_contents_changed(GdkPaintable *paintable, gpointer widget) {
  (void)paintable;
  gtk_widget_queue_draw(GTK_WIDGET(widget));
}
static void tk_paintable_size_changed(GdkPaintable *paintable, gpointer widget) {
  (void)paintable;
  gtk_widget_queue_resize(GTK_WIDGET(widget));
}
static inline void tk_paintable_follow(GdkPaintable *paintable, GtkWidget *widget) {
  g_signal_connect_object(paintable, "invalidate-contents", G_CALLBACK(tk_paintable_contents_changed), widget, 0);
  g_signal_connect_object(paintable, "invalidate-size", G_CALLBACK(tk_paintable_size_changed), widget, 0);
}
static inline void tk_paintable_unfollow(GdkPaintable *paintable, GtkWidget *widget) {
  g_signal_handlers_disconnect_matched(paintable, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, widget);
}

// A themed icon from the display's icon theme at a size and scale, as GtkImage looks it up.
static inline GtkIconPaintable *tk_icon_paintable_new(GdkDisplay *display, GIcon *icon, int size,
                                                      int scale, gboolean right_to_left) {
  GtkIconTheme *theme = gtk_icon_theme_get_for_display(display);
  return gtk_icon_theme_lookup_by_gicon(theme, icon, size > 0 ? size : 16, scale > 0 ? scale : 1,
                                        right_to_left ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR, 0);
}

// A GThemedIcon's first name, or NULL for any other GIcon.
static inline const char *tk_themed_icon_first_name(GIcon *icon) {
  if (!G_IS_THEMED_ICON(icon)) return NULL;
  const char *const *names = g_themed_icon_get_names(G_THEMED_ICON(icon));
  return names != NULL ? names[0] : NULL;
}

// An object's type name, for messages.
static inline const char *tk_object_type_name(gpointer object) {
  return G_OBJECT_TYPE_NAME(object);
}

// Whether an icon is a GThemedIcon (drawn from the icon theme).
static inline gboolean tk_icon_is_themed(GIcon *icon) {
  return G_IS_THEMED_ICON(icon);
}

// Where a GFileIcon's image is: its local path, else its URI (resource:// included), newly
// allocated; NULL for any other GIcon.
static inline char *tk_file_icon_location(GIcon *icon) {
  if (!G_IS_FILE_ICON(icon)) return NULL;
  GFile *file = g_file_icon_get_file(G_FILE_ICON(icon));
  char *path = g_file_get_path(file);
  return path != NULL ? path : g_file_get_uri(file);
}

// The GIcon that names an image location as ToggleKit reads it: a path, a file:// or a
// resource:// URI.
static inline GIcon *tk_file_icon_new(const char *location) {
  GFile *file = g_str_has_prefix(location, "resource://") || g_str_has_prefix(location, "file://")
                    ? g_file_new_for_uri(location)
                    : g_file_new_for_path(location);
  GIcon *icon = g_file_icon_new(file);
  g_object_unref(file);
  return icon;
}

// Draws an icon; a symbolic one is recoloured with the CSS colour, as GtkImage does.
static inline void tk_icon_paintable_snapshot(GtkIconPaintable *icon, GtkSnapshot *snapshot, double width,
                                              double height, const GdkRGBA *color) {
  if (gtk_icon_paintable_is_symbolic(icon)) {
    GdkRGBA colors[4] = { *color, { 0.8, 0.1, 0.1, 1 }, { 0.9, 0.6, 0.1, 1 }, { 0.2, 0.6, 0.2, 1 } };
    gtk_symbolic_paintable_snapshot_symbolic(GTK_SYMBOLIC_PAINTABLE(icon), GDK_SNAPSHOT(snapshot), width,
                                             height, colors, 4);
  } else {
    gdk_paintable_snapshot(GDK_PAINTABLE(icon), GDK_SNAPSHOT(snapshot), width, height);
  }
}

// A GLib warning in ToggleKit's one log domain, "ToggleKit", as its criticals: the GTK way to report bad input at run
// time (a test's log writer records it; G_DEBUG=fatal-warnings makes it fatal).
static inline void tk_warning(const char *message) {
  g_log("ToggleKit", G_LOG_LEVEL_WARNING, "%s", message);
}

// libdispatch's hooks for a foreign run loop (what Foundation's RunLoop uses on
// Linux): the main queue's wake-up file descriptor, and the call that drains it.
// They let a GLib main loop run Swift's main-actor jobs (see MainActorBridge).
// They are not public API, so they are looked up at run time: FALSE, and a
// critical naming them, where a toolchain's libdispatch has none.
typedef void (*tk_dispatch_drain_fn)(void *message);

// Weak references first: the C library links libdispatch in statically and hidden, where
// dlsym cannot see it; a Swift program's shared libdispatch answers either way.
extern int _dispatch_get_main_queue_handle_4CF(void) __attribute__((weak));
extern void _dispatch_main_queue_callback_4CF(void *message) __attribute__((weak));

static inline gboolean tk_dispatch_main_queue_hooks(int *descriptor, tk_dispatch_drain_fn *drain) {
  int (*handle)(void) = _dispatch_get_main_queue_handle_4CF;
  *drain = _dispatch_main_queue_callback_4CF;
  if (handle == NULL)
    handle = (int (*)(void))dlsym(RTLD_DEFAULT, "_dispatch_get_main_queue_handle_4CF");
  if (*drain == NULL)
    *drain = (tk_dispatch_drain_fn)dlsym(RTLD_DEFAULT, "_dispatch_main_queue_callback_4CF");
  if (handle == NULL || *drain == NULL) {
    g_log("ToggleKit", G_LOG_LEVEL_CRITICAL,
          "MainActorBridge: this Swift toolchain's libdispatch has no "
          "_dispatch_get_main_queue_handle_4CF/_dispatch_main_queue_callback_4CF; "
          "main-actor tasks will not run inside the GLib main loop");
    return FALSE;
  }
  *descriptor = handle();
  return TRUE;
}

#endif
