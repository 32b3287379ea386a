// Static inline shims for the parts of GTK 4 that Swift cannot import:
// variadic functions, function-like macros and compile-time version checks.
#ifndef TOGGLEKIT_CGTK4_SHIM_H
#define TOGGLEKIT_CGTK4_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

// The accessible role a toggle button should have: GTK 4.10 added a real
// toggle-button role; before it a button with the PRESSED state is what
// assistive technology reads as a toggle (GtkToggleButton does the same).
static inline GtkAccessibleRole tk_toggle_button_role(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
  return GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON;
#else
  return GTK_ACCESSIBLE_ROLE_BUTTON;
#endif
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

// g_object_new with one construct property, "accessible-role", which is construct-only.
static inline GtkWidget *tk_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

static inline GtkWidget *tk_widget_new(GType type) {
  return GTK_WIDGET(g_object_new(type, NULL));
}

static inline gsize tk_widget_class_size(void) { return sizeof(GtkWidgetClass); }
static inline gsize tk_widget_instance_size(void) { return sizeof(GtkWidget); }

static inline GObjectClass *tk_object_class(gpointer klass) { return G_OBJECT_CLASS(klass); }
static inline GtkWidgetClass *tk_widget_class(gpointer klass) { return GTK_WIDGET_CLASS(klass); }

static inline gboolean tk_is_widget_of_type(gpointer instance, GType type) {
  return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

static inline void tk_set_property_boolean(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

static inline void tk_set_property_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

static inline gboolean tk_get_property_boolean(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

// A string property's value, newly allocated (g_free it), or NULL.
static inline char *tk_get_property_string(gpointer object, const char *name) {
  char *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
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

// "value-changed" (gint value, gboolean by_user): value is 0 off, 1 on, 2 mixed.
static inline guint tk_signal_new_value_changed(const char *name, GType type) {
  GType params[2] = { G_TYPE_INT, G_TYPE_BOOLEAN };
  return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 2, params);
}

static inline void tk_signal_emit_void(gpointer instance, guint signal_id) {
  g_signal_emit(instance, signal_id, 0);
}

static inline void tk_signal_emit_value_changed(gpointer instance, guint signal_id, gint value, gboolean by_user) {
  g_signal_emit(instance, signal_id, 0, value, by_user);
}

// A GLib warning in ToggleKit's log domain: the GTK way to report bad input at run
// time (a test's log writer records it; G_DEBUG=fatal-warnings makes it fatal).
static inline void tk_warning(const char *message) {
  g_log("ToggleKitGTK", G_LOG_LEVEL_WARNING, "%s", message);
}

// libdispatch's hooks for a foreign run loop (what Foundation's RunLoop uses on
// Linux): the main queue's wake-up file descriptor, and the call that drains it.
// They let a GLib main loop run Swift's main-actor jobs (see MainActorBridge).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
