/* togglekit.h: ToggleKit's GTK 4 toggle widgets for C and, through GObject
 * Introspection, for Python, JavaScript, Vala and Rust.
 *
 * The library is written in Swift; this header is its whole C API, and the
 * `check-header` test compares it with the Swift code and the library's exports.
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef TOGGLE_KIT_H
#define TOGGLE_KIT_H

#include <gtk/gtk.h>

/* The library's GObject types are final (G_TYPE_FLAG_FINAL), which GLib has from 2.70. */
#if !GLIB_CHECK_VERSION(2, 70, 0)
#error "ToggleKit needs GLib 2.70 or newer"
#endif

G_BEGIN_DECLS

/**
 * TOGGLE_KIT_MAJOR_VERSION:
 *
 * The major version of the ToggleKit API this header declares.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_MAJOR_VERSION 1

/**
 * TOGGLE_KIT_MINOR_VERSION:
 *
 * The minor version of the ToggleKit API this header declares.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_MINOR_VERSION 0

/**
 * TOGGLE_KIT_MICRO_VERSION:
 *
 * The micro version of the ToggleKit API this header declares.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_MICRO_VERSION 0

/**
 * TOGGLE_KIT_VERSION_S:
 *
 * The version of the ToggleKit API this header declares, as a string
 * ("1.0.0"), for an about dialog or a log line.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_VERSION_S "1.0.0"

/**
 * TOGGLE_KIT_CHECK_VERSION:
 * @major: a major version
 * @minor: a minor version
 * @micro: a micro version
 *
 * Whether the header is at least the version given, at compile time.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_CHECK_VERSION(major, minor, micro) \
  (TOGGLE_KIT_MAJOR_VERSION > (major) || \
   (TOGGLE_KIT_MAJOR_VERSION == (major) && TOGGLE_KIT_MINOR_VERSION > (minor)) || \
   (TOGGLE_KIT_MAJOR_VERSION == (major) && TOGGLE_KIT_MINOR_VERSION == (minor) && \
    TOGGLE_KIT_MICRO_VERSION >= (micro)))

/**
 * TOGGLE_KIT_VERSION_1_0:
 *
 * Version 1.0, encoded for comparison with [const@VERSION_MIN_REQUIRED] and
 * [const@VERSION_MAX_ALLOWED].
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_VERSION_1_0 (G_ENCODE_VERSION (1, 0))

/**
 * TOGGLE_KIT_VERSION_CUR_STABLE:
 *
 * This header's version, encoded as [const@VERSION_1_0] is.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_VERSION_CUR_STABLE \
  (G_ENCODE_VERSION (TOGGLE_KIT_MAJOR_VERSION, TOGGLE_KIT_MINOR_VERSION))

#ifndef TOGGLE_KIT_VERSION_MIN_REQUIRED
/**
 * TOGGLE_KIT_VERSION_MIN_REQUIRED:
 *
 * The oldest version whose API the app still uses, as `GLIB_VERSION_MIN_REQUIRED`:
 * define it before including `togglekit.h` (for example to
 * [const@VERSION_1_0]) and API deprecated after it gives no deprecation
 * warning. By default this header's version, so every deprecation warns.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_VERSION_MIN_REQUIRED (TOGGLE_KIT_VERSION_CUR_STABLE)
#endif

#ifndef TOGGLE_KIT_VERSION_MAX_ALLOWED
/**
 * TOGGLE_KIT_VERSION_MAX_ALLOWED:
 *
 * The newest version whose API the app may use, as `GLIB_VERSION_MAX_ALLOWED`:
 * define it before including `togglekit.h`, and API added after it gives a
 * warning, so an app that must build against an older ToggleKit learns of it
 * at once. By default this header's version.
 *
 * Since: 1.0
 */
#define TOGGLE_KIT_VERSION_MAX_ALLOWED (TOGGLE_KIT_VERSION_CUR_STABLE)
#endif

#if TOGGLE_KIT_VERSION_MAX_ALLOWED < TOGGLE_KIT_VERSION_MIN_REQUIRED
#error "TOGGLE_KIT_VERSION_MAX_ALLOWED must be at least TOGGLE_KIT_VERSION_MIN_REQUIRED"
#endif

#define _TOGGLE_KIT_EXTERN __attribute__ ((visibility ("default"))) extern

/**
 * TOGGLE_KIT_AVAILABLE_IN_1_0:
 *
 * Marks API added in 1.0: it warns when [const@VERSION_MAX_ALLOWED] is older.
 *
 * Since: 1.0
 */
#if TOGGLE_KIT_VERSION_MAX_ALLOWED < TOGGLE_KIT_VERSION_1_0
#define TOGGLE_KIT_AVAILABLE_IN_1_0 _TOGGLE_KIT_EXTERN G_UNAVAILABLE (1, 0)
#else
#define TOGGLE_KIT_AVAILABLE_IN_1_0 _TOGGLE_KIT_EXTERN
#endif

/**
 * TOGGLE_KIT_DEPRECATED:
 *
 * Marks deprecated API with no replacement. Each later minor version adds its
 * own `TOGGLE_KIT_DEPRECATED_IN_1_x` and `TOGGLE_KIT_DEPRECATED_IN_1_x_FOR (f)`,
 * which warn only when [const@VERSION_MIN_REQUIRED] is 1.x or newer, as
 * GLib's and libadwaita's do. Defining `TOGGLE_KIT_DISABLE_DEPRECATION_WARNINGS`
 * before including `togglekit.h` silences them all, as
 * `GLIB_DISABLE_DEPRECATION_WARNINGS` does GLib's.
 *
 * Since: 1.0
 */
/**
 * TOGGLE_KIT_DEPRECATED_FOR:
 * @f: the API to use instead
 *
 * Marks deprecated API, naming its replacement.
 *
 * Since: 1.0
 */
/**
 * TOGGLE_KIT_DEPRECATED_TYPE:
 *
 * Marks a deprecated type with no replacement.
 *
 * Since: 1.0
 */
/**
 * TOGGLE_KIT_DEPRECATED_TYPE_FOR:
 * @f: the type to use instead
 *
 * Marks a deprecated type, naming its replacement.
 *
 * Since: 1.0
 */
#ifdef TOGGLE_KIT_DISABLE_DEPRECATION_WARNINGS
#define TOGGLE_KIT_DEPRECATED _TOGGLE_KIT_EXTERN
#define TOGGLE_KIT_DEPRECATED_FOR(f) _TOGGLE_KIT_EXTERN
#define TOGGLE_KIT_DEPRECATED_TYPE
#define TOGGLE_KIT_DEPRECATED_TYPE_FOR(f)
#else
#define TOGGLE_KIT_DEPRECATED _TOGGLE_KIT_EXTERN G_DEPRECATED
#define TOGGLE_KIT_DEPRECATED_FOR(f) _TOGGLE_KIT_EXTERN G_DEPRECATED_FOR (f)
#define TOGGLE_KIT_DEPRECATED_TYPE G_DEPRECATED
#define TOGGLE_KIT_DEPRECATED_TYPE_FOR(f) G_DEPRECATED_FOR (f)
#endif

/**
 * toggle_kit_get_major_version:
 *
 * The major version of the ToggleKit library the app runs with, which may be
 * newer than the header it was built with ([const@MAJOR_VERSION]).
 *
 * Returns: the major version
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint toggle_kit_get_major_version (void) G_GNUC_CONST;

/**
 * toggle_kit_get_minor_version:
 *
 * The minor version of the ToggleKit library the app runs with.
 *
 * Returns: the minor version
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint toggle_kit_get_minor_version (void) G_GNUC_CONST;

/**
 * toggle_kit_get_micro_version:
 *
 * The micro version of the ToggleKit library the app runs with.
 *
 * Returns: the micro version
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint toggle_kit_get_micro_version (void) G_GNUC_CONST;

/**
 * toggle_kit_init:
 *
 * Registers ToggleKit's types: every widget, object and enumeration type, so that
 * [class@Gtk.Builder] and g_type_from_name() find them. Call it once, early, in
 * every language (`ToggleKit.init()` in Python, JavaScript and Vala); before or
 * after gtk_init() alike, as it only registers types and initializes nothing.
 * The library's own phrases (what screen readers are told) are translated with
 * no call from the app: as it loads, the library binds its gettext domain,
 * `togglekit-gtk-1`, to its install's locale folder, leaving the app's own
 * domain alone.
 *
 * It may be called any number of times, from any thread. A C program that names ToggleKit's
 * types only in `.ui` files needs it: linked with `--as-needed`, meson's
 * default, a program that calls no ToggleKit function does not even load the
 * library, and [class@Gtk.Builder] reports "Invalid object type". In GJS,
 * which opens a library only when one of its symbols is first used, it loads
 * ToggleKit before a `.ui` file names its types.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void toggle_kit_init (void);

/* Enumerations ---------------------------------------------------------- */

/**
 * ToggleKitLook:
 * @TOGGLE_KIT_LOOK_PUSH: a push button that stays pressed while on, as `GtkToggleButton`
 * @TOGGLE_KIT_LOOK_SWITCH: a switch, as `GtkSwitch`
 * @TOGGLE_KIT_LOOK_CHECKBOX: a check box, as `GtkCheckButton`
 * @TOGGLE_KIT_LOOK_RADIO: a radio button, as a grouped `GtkCheckButton`
 *
 * Which native GTK widget a toggle looks like. Each look is its own type
 * ([class@ToggleButton], [class@Switch], [class@CheckButton], [class@RadioButton]);
 * the look of a widget is read back as [property@Button:look].
 *
 * Since: 1.0
 */
typedef enum {
  TOGGLE_KIT_LOOK_PUSH,
  TOGGLE_KIT_LOOK_SWITCH,
  TOGGLE_KIT_LOOK_CHECKBOX,
  TOGGLE_KIT_LOOK_RADIO
} ToggleKitLook;

/**
 * ToggleKitToggleState:
 * @TOGGLE_KIT_TOGGLE_STATE_OFF: off
 * @TOGGLE_KIT_TOGGLE_STATE_ON: on
 * @TOGGLE_KIT_TOGGLE_STATE_MIXED: mixed (GTK's "inconsistent"), where [property@Button:allows-mixed] is set
 *
 * The value of a toggle, a store item or a tree node. Not `ToggleKitValue`, which
 * would read as `Value` beside `GLib.Value` in Vala (an ambiguous reference under
 * the implicit `using GLib;`), Python, JavaScript and Rust.
 *
 * Since: 1.0
 */
typedef enum {
  TOGGLE_KIT_TOGGLE_STATE_OFF,
  TOGGLE_KIT_TOGGLE_STATE_ON,
  TOGGLE_KIT_TOGGLE_STATE_MIXED
} ToggleKitToggleState;

/**
 * ToggleKitCommitFailure:
 * @TOGGLE_KIT_COMMIT_FAILURE_FAILED: the app's work failed
 * @TOGGLE_KIT_COMMIT_FAILURE_TIMED_OUT: the app's work took longer than [property@Button:commit-timeout]
 * @TOGGLE_KIT_COMMIT_FAILURE_REFUSED: the app refused the change (a switch's `state` set
 *   back), or a store refused a user's select all that its commit handlers could not save
 *   (see [signal@Store::commit-all])
 *
 * Why an async commit rolled back, as [signal@Button::commit-failed] tells it.
 *
 * Since: 1.0
 */
typedef enum {
  TOGGLE_KIT_COMMIT_FAILURE_FAILED,
  TOGGLE_KIT_COMMIT_FAILURE_TIMED_OUT,
  TOGGLE_KIT_COMMIT_FAILURE_REFUSED
} ToggleKitCommitFailure;

/**
 * ToggleKitCommitPolicy:
 * @TOGGLE_KIT_COMMIT_POLICY_NONE: user changes apply at once
 * @TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC: a user change shows at once and waits for the app's
 *   answer to [signal@Button::commit]; a failure rolls it back
 * @TOGGLE_KIT_COMMIT_POLICY_CONFIRMED: a user change shows only once the app's answer is a success
 *
 * How user changes wait for the app's work, the [property@Button:commit-policy].
 *
 * Since: 1.0
 */
typedef enum {
  TOGGLE_KIT_COMMIT_POLICY_NONE,
  TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC,
  TOGGLE_KIT_COMMIT_POLICY_CONFIRMED
} ToggleKitCommitPolicy;

TOGGLE_KIT_AVAILABLE_IN_1_0
GType toggle_kit_look_get_type (void) G_GNUC_CONST;
#define TOGGLE_KIT_TYPE_LOOK (toggle_kit_look_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
GType toggle_kit_toggle_state_get_type (void) G_GNUC_CONST;
#define TOGGLE_KIT_TYPE_TOGGLE_STATE (toggle_kit_toggle_state_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
GType toggle_kit_commit_failure_get_type (void) G_GNUC_CONST;
#define TOGGLE_KIT_TYPE_COMMIT_FAILURE (toggle_kit_commit_failure_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
GType toggle_kit_commit_policy_get_type (void) G_GNUC_CONST;
#define TOGGLE_KIT_TYPE_COMMIT_POLICY (toggle_kit_commit_policy_get_type ())

/* ToggleKitButton ------------------------------------------------------- */

/* ToggleKit's widget types are not derivable outside the library, as GTK's own
 * internally derived types (GdkDisplay, GtkListItemFactory) are not: the header keeps
 * their instance and class structs opaque, so no binding offers a class to derive from.
 * This declares a type's GType, its cast and type-check functions, and its g_autoptr. */
#define _TOGGLE_KIT_DECLARE_OPAQUE_TYPE(ModuleObjName, module_obj_name, MODULE, OBJ_NAME)     \
  GType module_obj_name##_get_type (void) G_GNUC_CONST;                                       \
  typedef struct _##ModuleObjName ModuleObjName;                                              \
  typedef struct _##ModuleObjName##Class ModuleObjName##Class;                                \
  G_DEFINE_AUTOPTR_CLEANUP_FUNC (ModuleObjName, g_object_unref)                               \
  G_GNUC_UNUSED static inline ModuleObjName *MODULE##_##OBJ_NAME (gpointer ptr)               \
  {                                                                                           \
    return G_TYPE_CHECK_INSTANCE_CAST (ptr, module_obj_name##_get_type (), ModuleObjName);   \
  }                                                                                           \
  G_GNUC_UNUSED static inline gboolean MODULE##_IS_##OBJ_NAME (gpointer ptr)                 \
  {                                                                                           \
    return G_TYPE_CHECK_INSTANCE_TYPE (ptr, module_obj_name##_get_type ());                  \
  }

#define TOGGLE_KIT_TYPE_BUTTON (toggle_kit_button_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
_TOGGLE_KIT_DECLARE_OPAQUE_TYPE (ToggleKitButton, toggle_kit_button, TOGGLE_KIT, BUTTON)

/**
 * ToggleKitButtonClass:
 *
 * The class of [class@Button], opaque: the base is abstract and not derivable, and
 * each look is a final type. Apps use [class@ToggleButton], [class@CheckButton],
 * [class@RadioButton] and [class@Switch], and compose them (a toggle inside the
 * app's own widget) rather than deriving.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:
 *
 * The abstract base of ToggleKit's toggles: a widget that holds an on/off
 * (or mixed) value, flips only when a press is released inside it, or on Space
 * and Enter, and tells the app through [signal@Button::toggled-by-user] for user
 * changes and [signal@Button::toggled] for every change of [property@Button:active].
 *
 * Setting the value from code sends no user notification. A toggle can wait for
 * the app's work before a user change commits ([property@Button:commit-policy],
 * [signal@Button::commit]), join a [class@Group], and follow a `GAction`
 * through `GtkActionable`.
 *
 * The theme draws each look as its native twin: [class@ToggleButton] as
 * `GtkToggleButton`, [class@CheckButton] and [class@RadioButton] as
 * `GtkCheckButton`, [class@Switch] as `GtkSwitch`, with the same CSS nodes,
 * accessible roles and AT-SPI actions.
 *
 * # CSS nodes
 *
 * Each look has its native twin's node tree (see each type; the switch's
 * outer node is named `togglekit`), with the `.togglekit` style class added,
 * so `.togglekit { … }` targets ToggleKit's toggles alone and
 * `button.togglekit` the push look. The state pseudo-classes follow the
 * toggle: `:active` while pressed, `:checked` when on, `:indeterminate` when
 * mixed, `:disabled` (an insensitive parent's too), `:hover`, `:focus-visible`
 * and `:dir(rtl)`. `:checked`, `:indeterminate`, `:active`, `:hover` and the
 * focus states are set on the indicator nodes too (`check`, `radio`, `switch`,
 * `slider`), so `switch:checked` matches as on the natives; they are not set
 * on `picture` or `label`. While a commit waits the toggle has the `.pending`
 * style class and shows a `spinner` child node, added after the others on the
 * first commit that waits and kept, hidden, after it. The label is a
 * `GtkLabel`: the theme's font and colour, [property@Button:ellipsize],
 * [property@Button:wrap] and baselines apply.
 *
 * # Accessibility
 *
 * Each look has its native twin's accessible role on the GTK that runs,
 * decided at run time: [class@ToggleButton] is
 * `GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON` from 4.10 and
 * `GTK_ACCESSIBLE_ROLE_BUTTON` on 4.8, with the pressed state on both;
 * [class@CheckButton] is `GTK_ACCESSIBLE_ROLE_CHECKBOX`,
 * [class@RadioButton] `GTK_ACCESSIBLE_ROLE_RADIO` (on every version) and
 * [class@Switch] `GTK_ACCESSIBLE_ROLE_SWITCH`, with the checked state. The
 * label is the accessible name and does not change with the value; assistive
 * technology is told only what changed, so a screen reader hears each change
 * once. A waiting commit sets the busy state. AT-SPI's Action interface offers
 * `click` on the push look and `toggle` on the others, as on the native
 * widgets.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:active:
 *
 * Whether the toggle is on. Setting it is a change from code: it notifies and
 * emits [signal@Button::toggled], never [signal@Button::toggled-by-user].
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:value:
 *
 * The value, mixed included: what [property@Button:active] and
 * [property@Button:mixed] each show half of, for a binding that needs all three
 * (`g_object_bind_property`, `g_settings_bind_with_mapping`). Setting
 * %TOGGLE_KIT_TOGGLE_STATE_MIXED also sets [property@Button:allows-mixed]. Its
 * notify comes once for each value the toggle shows, after `notify::mixed` and
 * before `notify::active`.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:toggle-group:
 *
 * The [class@Group] this toggle is a member of, or %NULL. Setting it joins that
 * group, leaving any other, as [method@Group.add] does, so a `.ui` file can put
 * toggles in a group of any mode by its id; the toggle holds the group while it
 * is a member. [property@Button:group] stays `GtkToggleButton`'s: it joins the
 * group of another toggle.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:item:
 *
 * The item of a [class@Store] or the node of a [class@Tree] the toggle shows, as a
 * list model's [class@Item]: the row of a template. A `GtkBuilderListItemFactory`
 * template binds it to the list item's item (a tree row: its `GtkTreeExpander`'s
 * item) and needs no code:
 *
 * ```xml
 * <object class="ToggleKitCheckButton">
 *   <binding name="item"><lookup name="item">GtkListItem</lookup></binding>
 *   <binding name="label">
 *     <lookup name="title" type="ToggleKitItem"><lookup name="item">GtkListItem</lookup></lookup>
 *   </binding>
 * </object>
 * ```
 *
 * Setting it shows the item as [method@Store.bind_button] or
 * [method@Tree.bind_button] do, and %NULL stops showing it. It reads %NULL once the
 * toggle shows something else. A toggle in a [class@Group] shows its group's value:
 * setting it is refused with a critical.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:mixed:
 *
 * Whether the value is mixed; setting it to %TRUE also sets [property@Button:allows-mixed].
 *
 * It is `GtkCheckButton:inconsistent` under one name, with one difference: here mixed is
 * the value, so a user's activation of a mixed toggle turns it on, where GTK's
 * `inconsistent` only draws and outlives a click until the app clears it. Setting it to
 * %FALSE shows [property@Button:active] again.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:allows-mixed:
 *
 * Whether the value may be mixed.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:autotoggle:
 *
 * Whether a completed activation flips the value; when %FALSE only
 * [signal@Button::clicked] is emitted and the app decides.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:label:
 *
 * The accessible name, also shown as the title; it never changes with the value.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:look:
 *
 * Which native widget the toggle looks like: its type's look.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:use-underline:
 *
 * Whether an underscore in the label marks a mnemonic, as `GtkButton`'s.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:ellipsize:
 *
 * How the title is shortened when the toggle gets less than its natural width.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:wrap:
 *
 * Whether the title wraps onto more lines when the toggle gets less than its natural width.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:pending:
 *
 * Whether a user change is waiting for the app's answer to [signal@Button::commit].
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:group:
 *
 * Joins the group of the toggle named, as `GtkToggleButton:group` does: an
 * exclusive group whose selection is required. Write-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:on-title:
 *
 * The title shown while on, in place of the label; the accessible name stays
 * [property@Button:label].
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:off-title:
 *
 * The title shown while off, and where no other title applies.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:pressed-title:
 *
 * The title shown while pressed.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:on-icon:
 *
 * The icon shown while on, as `GtkImage:gicon`: a #GThemedIcon drawn from the icon
 * theme (its fallback names tried in order; a symbolic icon takes the CSS colour),
 * or a #GFileIcon of a path, a `file://` or a `resource://` URI, read with the
 * limits ToggleKit sets on files (16 MiB, 4096 x 4096 pixels). A file that cannot be
 * read, or a #GIcon of another kind, logs a warning naming it, and the icon shown
 * stays. %NULL removes it. Reading it gives a #GIcon equal to the one given.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:off-icon:
 *
 * The icon shown while off, and wherever no other image applies; as
 * [property@Button:on-icon].
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:pressed-icon:
 *
 * The icon shown while pressed; as [property@Button:on-icon].
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:on-paintable:
 *
 * The paintable shown while on.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:off-paintable:
 *
 * The paintable shown while off.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:pressed-paintable:
 *
 * The paintable shown while pressed.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:commit-policy:
 *
 * Whether user changes wait for the app's answer to [signal@Button::commit].
 * Setting it on a [class@Switch] replaces the switch's `state-set` idiom.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton:commit-timeout:
 *
 * The seconds a commit may wait for its answer before it rolls back as timed out;
 * 0, the default, waits as long as the app takes, as `GtkSwitch::state-set` and
 * GIO's operations do, so that no library default cancels the app's work. A
 * change takes the timeout set when it starts; timeouts longer than about 49 days
 * wait 49 days.
 *
 * With no timeout, a commit the app keeps and never answers keeps the toggle
 * pending, taking no input, and a group change waiting on it holds the whole
 * group, until the app answers, releases the commit, or sets the value from code.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::toggled:
 * @self: the toggle
 *
 * Emitted after every change of [property@Button:active], from the user or from code.
 * After its notify for a user change and for [method@Button.set_active], as
 * `GtkCheckButton` emits it, for every look (`GtkToggleButton` emits `toggled`
 * before its notify); through `g_object_set()`, GObject holds the notify until the
 * set returns, so it comes after this signal.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::toggled-by-user:
 * @self: the toggle
 *
 * Emitted once after each change the user made, never for changes from code.
 * With [property@Gtk.Actionable:action-name] set, the state the user's
 * activation settles the action on is the user's change, emitted after
 * [signal@Button::clicked]; the app changing the action's state is a change
 * from code. That holds when the action changes its state inside the
 * activation, as a stateful `GSimpleAction` does. A state that comes later
 * (a remote or asynchronous action group, an action whose handler answers
 * from an idle) is a change from code, as is the change of a group member or
 * a list row bound to an action: there, react to the user in the action's
 * own `activate` or `change-state` handler, which the user's activation
 * reaches.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::clicked:
 * @self: the toggle
 *
 * Emitted after every completed activation, after [signal@Button::toggled-by-user],
 * also when autotoggle is off or the change was refused.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::activate:
 * @self: the toggle
 *
 * An action signal: emitting it activates the toggle as a user would.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::commit-failed:
 * @self: the toggle
 * @reason: why the commit failed
 * @error: the failure as a #GError: the app's own, as given to
 *   [method@Commit.fail_with_error], else %G_IO_ERROR_TIMED_OUT for a timeout,
 *   %G_IO_ERROR_CANCELLED when the app cancelled the commit's cancellable, and
 *   %G_IO_ERROR_FAILED otherwise, whose message is the one given to
 *   [method@Commit.fail] (a sentence for a timeout)
 *
 * Emitted when a user change the app was asked to commit failed or timed out,
 * after the toggle rolled back. From GTK 4.14 the toggle then announces it to
 * screen readers ("Wi-Fi: not changed, still off"), naming itself by its label,
 * else by the title of the nearest list row it sits in (a switch at the end of
 * an `AdwActionRow`), not looking past a popover.
 *
 * Since: 1.0
 */

/**
 * ToggleKitButton::commit:
 * @self: the toggle
 * @commit: the change waiting for an answer
 *
 * Emitted for each user change while [property@Button:commit-policy] is not
 * %TOGGLE_KIT_COMMIT_POLICY_NONE, during the activation: after the notifications of a
 * value shown at once (the optimistic policy shows the new value before asking) and
 * before [signal@Button::clicked], for a toggle, a group's member and a list's or
 * tree's row alike. This differs from `GtkSwitch::state-set` (which the switch look
 * also has, asked before anything shows): a handler that withdraws an optimistic change
 * makes the value go back, told as a second change. [signal@Button::clicked] and the
 * toggle's action follow whatever the handler does, withdrawal included, as
 * `GtkButton::clicked` follows any completed activation. A handler may set the value or let the toggle go: that
 * withdraws the change, and @commit's cancellable is cancelled at once. A handler that returns %TRUE takes the change over: it keeps a reference to
 * @commit and answers it with [method@Commit.succeed] or [method@Commit.fail], now
 * or later. While it waits the toggle is pending. With no handler that returns
 * %TRUE, the change commits. Always answer: a commit released unanswered fails,
 * from the main loop's next iteration after its last reference went (never inside
 * that g_object_unref()), and in a garbage-collected language the release itself
 * may come much later.
 *
 * Returns: %TRUE to take the change over
 *
 * Since: 1.0
 */

/**
 * toggle_kit_button_get_active:
 * @self: a toggle
 *
 * Whether @self is on.
 *
 * Returns: %TRUE when on
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean        toggle_kit_button_get_active          (ToggleKitButton *self);
/**
 * toggle_kit_button_set_active:
 * @self: a toggle
 * @active: %TRUE for on
 *
 * Sets the value from code: notifies [property@Button:active] and emits
 * [signal@Button::toggled], never [signal@Button::toggled-by-user].
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_active          (ToggleKitButton *self,
                                                       gboolean         active);
/**
 * toggle_kit_button_get_value:
 * @self: a toggle
 *
 * The value of @self, mixed included: [property@Button:value].
 *
 * Returns: the value
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitToggleState  toggle_kit_button_get_value           (ToggleKitButton *self);
/**
 * toggle_kit_button_set_value:
 * @self: a toggle
 * @value: the new value
 *
 * Sets [property@Button:value] from code; %TOGGLE_KIT_TOGGLE_STATE_MIXED also sets
 * [property@Button:allows-mixed].
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_value           (ToggleKitButton *self,
                                                       ToggleKitToggleState   value);
/**
 * toggle_kit_button_get_allows_mixed:
 * @self: a toggle
 *
 * Whether the value of @self may be mixed.
 *
 * Returns: %TRUE if it may
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean        toggle_kit_button_get_allows_mixed    (ToggleKitButton *self);
/**
 * toggle_kit_button_set_allows_mixed:
 * @self: a toggle
 * @allows_mixed: whether the value may be mixed
 *
 * Sets whether the value may be mixed; %FALSE turns a mixed value off.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_allows_mixed    (ToggleKitButton *self,
                                                       gboolean         allows_mixed);
/**
 * toggle_kit_button_get_autotoggle:
 * @self: a toggle
 *
 * Whether a completed activation flips @self.
 *
 * Returns: %TRUE if it does
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean        toggle_kit_button_get_autotoggle      (ToggleKitButton *self);
/**
 * toggle_kit_button_set_autotoggle:
 * @self: a toggle
 * @autotoggle: whether activations flip the value
 *
 * Sets whether a completed activation flips the value; with %FALSE only
 * [signal@Button::clicked] is emitted.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_autotoggle      (ToggleKitButton *self,
                                                       gboolean         autotoggle);
/**
 * toggle_kit_button_get_label:
 * @self: a toggle
 *
 * The accessible name of @self, also its title.
 *
 * Returns: (transfer none): the label, owned by @self until it changes
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
const char     *toggle_kit_button_get_label           (ToggleKitButton *self);
/**
 * toggle_kit_button_set_label:
 * @self: a toggle
 * @label: (nullable): the new label; %NULL is empty
 *
 * Sets the accessible name and title.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_label           (ToggleKitButton *self,
                                                       const char      *label);
/**
 * toggle_kit_button_get_use_underline:
 * @self: a toggle
 *
 * Whether an underscore in the label of @self marks a mnemonic.
 *
 * Returns: %TRUE if it does
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean        toggle_kit_button_get_use_underline   (ToggleKitButton *self);
/**
 * toggle_kit_button_set_use_underline:
 * @self: a toggle
 * @use_underline: whether an underscore marks a mnemonic
 *
 * Sets whether an underscore in the label marks a mnemonic.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_use_underline   (ToggleKitButton *self,
                                                       gboolean         use_underline);
/**
 * toggle_kit_button_get_look:
 * @self: a toggle
 *
 * Which native widget @self looks like.
 *
 * Returns: the look of its type
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitLook   toggle_kit_button_get_look            (ToggleKitButton *self);
/**
 * toggle_kit_button_get_pending:
 * @self: a toggle
 *
 * Whether a user change of @self waits for the app's answer.
 *
 * Returns: %TRUE while a [class@Commit] is unanswered
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean        toggle_kit_button_get_pending         (ToggleKitButton *self);
/**
 * toggle_kit_button_set_group:
 * @self: a toggle
 * @group: (nullable): a toggle whose group to join, or %NULL to leave
 *
 * Joins the group of @group, as `gtk_toggle_button_set_group()`: an exclusive
 * group whose selection is required, made if @group has none.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_group           (ToggleKitButton *self,
                                                       ToggleKitButton *group);
/**
 * toggle_kit_button_get_commit_policy:
 * @self: a toggle
 *
 * How user changes of @self wait for the app.
 *
 * Returns: the commit policy
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitCommitPolicy toggle_kit_button_get_commit_policy (ToggleKitButton *self);
/**
 * toggle_kit_button_set_commit_policy:
 * @self: a toggle
 * @policy: the commit policy
 *
 * Sets how user changes wait for the app's answer to [signal@Button::commit].
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_commit_policy   (ToggleKitButton       *self,
                                                       ToggleKitCommitPolicy  policy);
/**
 * toggle_kit_button_get_commit_timeout:
 * @self: a toggle
 *
 * The seconds a commit of @self may wait.
 *
 * Returns: the timeout in seconds
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
double          toggle_kit_button_get_commit_timeout  (ToggleKitButton *self);
/**
 * toggle_kit_button_set_commit_timeout:
 * @self: a toggle
 * @seconds: the timeout in seconds; 0 for none
 *
 * Sets how long a commit may wait for its answer before it rolls back; a commit
 * waiting now keeps the timeout it started with.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_button_set_commit_timeout  (ToggleKitButton *self,
                                                       double           seconds);

/* The looks -------------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_TOGGLE_BUTTON (toggle_kit_toggle_button_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
_TOGGLE_KIT_DECLARE_OPAQUE_TYPE (ToggleKitToggleButton, toggle_kit_toggle_button, TOGGLE_KIT, TOGGLE_BUTTON)

/**
 * ToggleKitToggleButton:
 *
 * A toggle drawn as a `GtkToggleButton`: a push button that stays pressed while on.
 *
 * # CSS nodes
 *
 * ```
 * button.toggle.togglekit
 * ├── [picture]
 * ╰── label
 * ```
 *
 * As `GtkToggleButton`'s: a node named `button` with the `.toggle` class, and
 * `.text-button` or `.image-button` as GTK gives them, or `.image-text-button`
 * as libadwaita's `AdwButtonContent` gives its button when it shows both. The
 * `picture` node holds the app's images, when any is set. With a label it
 * leads it, 6 pixels apart, and the two are centred together; alone, either
 * fills the button.
 *
 * # Accessibility
 *
 * The role is `GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON` from GTK 4.10 and
 * `GTK_ACCESSIBLE_ROLE_BUTTON` on 4.8, with the pressed state on both, as
 * `GtkToggleButton`'s.
 *
 * Since: 1.0
 */

/**
 * toggle_kit_toggle_button_new:
 *
 * Creates a toggle drawn as a `GtkToggleButton` with no label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_toggle_button_new               (void) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_toggle_button_new_with_label:
 * @label: the accessible name, also shown as the title
 *
 * Creates a toggle drawn as a `GtkToggleButton` with a label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_toggle_button_new_with_label    (const char *label) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_toggle_button_new_with_mnemonic:
 * @label: the label, with an underscore before the mnemonic character
 *
 * Creates a toggle drawn as a `GtkToggleButton` whose label has a mnemonic: "_Bold" shows "Bold" and Alt+B activates it.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_toggle_button_new_with_mnemonic (const char *label) G_GNUC_WARN_UNUSED_RESULT;

#define TOGGLE_KIT_TYPE_CHECK_BUTTON (toggle_kit_check_button_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
_TOGGLE_KIT_DECLARE_OPAQUE_TYPE (ToggleKitCheckButton, toggle_kit_check_button, TOGGLE_KIT, CHECK_BUTTON)

/**
 * ToggleKitCheckButton:
 *
 * A toggle drawn as a `GtkCheckButton`: a check box with its label.
 *
 * # CSS nodes
 *
 * ```
 * checkbutton.togglekit
 * ├── check
 * ╰── label
 * ```
 *
 * As `GtkCheckButton`'s, with `.text-button` when it has a label; a `picture` node
 * takes the `check` node's place when an image is set.
 *
 * # Accessibility
 *
 * The role is `GTK_ACCESSIBLE_ROLE_CHECKBOX`, with the checked state (mixed
 * for mixed), as `GtkCheckButton`'s.
 *
 * Since: 1.0
 */

/**
 * toggle_kit_check_button_new:
 *
 * Creates a check box with no label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_check_button_new                (void) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_check_button_new_with_label:
 * @label: the accessible name, also shown as the title
 *
 * Creates a check box with a label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_check_button_new_with_label     (const char *label) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_check_button_new_with_mnemonic:
 * @label: the label, with an underscore before the mnemonic character
 *
 * Creates a check box whose label has a mnemonic: "_Bold" shows "Bold" and Alt+B activates it.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_check_button_new_with_mnemonic  (const char *label) G_GNUC_WARN_UNUSED_RESULT;

#define TOGGLE_KIT_TYPE_RADIO_BUTTON (toggle_kit_radio_button_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
_TOGGLE_KIT_DECLARE_OPAQUE_TYPE (ToggleKitRadioButton, toggle_kit_radio_button, TOGGLE_KIT, RADIO_BUTTON)

/**
 * ToggleKitRadioButton:
 *
 * A toggle drawn as a grouped `GtkCheckButton`: a radio button. Put radio
 * buttons in an exclusive [class@Group], or join them with [method@Button.set_group].
 *
 * # CSS nodes
 *
 * ```
 * checkbutton.togglekit.grouped
 * ├── radio
 * ╰── label
 * ```
 *
 * As a `GtkCheckButton` in a group, with its `.grouped` class, so CSS written
 * for native radio buttons applies; a `picture` node takes the `radio` node's
 * place when an image is set.
 *
 * # Accessibility
 *
 * The role is `GTK_ACCESSIBLE_ROLE_RADIO` on every GTK version (a grouped
 * `GtkCheckButton` is a check box to screen readers on GTK 4.8).
 *
 * Since: 1.0
 */

/**
 * toggle_kit_radio_button_new:
 *
 * Creates a radio button with no label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_radio_button_new                (void) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_radio_button_new_with_label:
 * @label: the accessible name, also shown as the title
 *
 * Creates a radio button with a label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_radio_button_new_with_label     (const char *label) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_radio_button_new_with_mnemonic:
 * @label: the label, with an underscore before the mnemonic character
 *
 * Creates a radio button whose label has a mnemonic: "_Bold" shows "Bold" and Alt+B activates it.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_radio_button_new_with_mnemonic  (const char *label) G_GNUC_WARN_UNUSED_RESULT;

#define TOGGLE_KIT_TYPE_SWITCH (toggle_kit_switch_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
_TOGGLE_KIT_DECLARE_OPAQUE_TYPE (ToggleKitSwitch, toggle_kit_switch, TOGGLE_KIT, SWITCH)

/**
 * ToggleKitSwitch:
 *
 * A toggle drawn as a `GtkSwitch`, with its `state` property and `state-set`
 * signal: a handler of `state-set` that returns %TRUE delays the change until
 * the app sets `state`.
 *
 * # CSS nodes
 *
 * ```
 * togglekit.togglekit
 * ├── switch
 * │   ├── image
 * │   ├── image
 * │   ╰── slider
 * ╰── label
 * ```
 *
 * A `GtkSwitch`'s nodes beside a label. The outer node is ToggleKit's own
 * `togglekit` (a `GtkSwitch` has no label to share a node with); the label
 * sits 12 px from the switch, as in a `GtkBox` with spacing 12. The `switch`
 * node has `GtkSwitch`'s children and states, so app CSS written for
 * `GtkSwitch` (`switch:checked`, `switch slider`) styles it; target the whole
 * labelled switch with `togglekit.togglekit`. The two `image` nodes are the on
 * and off marks, shown as `GtkSwitch` shows them; a `picture` node takes the
 * `switch` node's place when an image is set.
 *
 * # Accessibility
 *
 * The role is `GTK_ACCESSIBLE_ROLE_SWITCH`, with the checked state, as
 * `GtkSwitch`'s; the on and off marks have no accessible role.
 *
 * Since: 1.0
 */

/**
 * ToggleKitSwitch:state:
 *
 * The value the app confirmed; it lags [property@Button:active] while a
 * `state-set` handler or a commit (see [property@Button:commit-policy]) has
 * the change, and moves when the app's answer confirms it.
 *
 * Since: 1.0
 */

/**
 * ToggleKitSwitch::state-set:
 * @self: the switch
 * @state: the value the user asked for
 *
 * Emitted for a user change, as `GtkSwitch::state-set`, and only for one:
 * a change from code (`active`, `state`, an action's state) sets both at
 * once, and the `:checked` style and checked accessible state follow
 * `active`, not `state`. It is not emitted while
 * [property@Button:commit-policy] is set, whose [signal@Button::commit] takes
 * its place.
 *
 * Returns: %TRUE to take the change over until [property@Switch:state] is set
 *
 * Since: 1.0
 */

/**
 * toggle_kit_switch_new:
 *
 * Creates a switch with no label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_switch_new                      (void) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_switch_new_with_label:
 * @label: the accessible name, also shown as the title
 *
 * Creates a switch with a label.
 *
 * Returns: a new toggle
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkWidget *toggle_kit_switch_new_with_label           (const char *label) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_switch_get_state:
 * @self: a switch
 *
 * The value the app confirmed, as `gtk_switch_get_state()`.
 *
 * Returns: the state
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean   toggle_kit_switch_get_state                (ToggleKitSwitch *self);
/**
 * toggle_kit_switch_set_state:
 * @self: a switch
 * @state: the confirmed value
 *
 * Answers the change pending, as `gtk_switch_set_state()` answers a
 * `state-set` handler that returned %TRUE: the value the user asked for
 * commits the change, the other rolls it back with
 * [signal@Button::commit-failed]. This holds whatever made the save wait: a
 * `state-set` handler, a [signal@Button::commit] (whose [class@Commit] then
 * reads [property@Commit:answered]), or a Swift commit hook. With nothing
 * pending it sets the value from code, as [method@Button.set_active] does.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void       toggle_kit_switch_set_state                (ToggleKitSwitch *self,
                                                       gboolean         state);

/* ToggleKitGroup --------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_GROUP (toggle_kit_group_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE (ToggleKitGroup, toggle_kit_group, TOGGLE_KIT, GROUP, GObject)

/**
 * ToggleKitGroup:
 *
 * A group of toggles whose activations it carries out, in a [enum@Gtk.SelectionMode]:
 * exclusive (one on at most, as radio buttons: %GTK_SELECTION_SINGLE, or
 * %GTK_SELECTION_BROWSE when the one on stays on) or multiple
 * (%GTK_SELECTION_MULTIPLE, with a minimum and a maximum number on), with an
 * optional "select all" toggle. The members share
 * one Tab stop and move focus with the arrow keys.
 *
 * The group holds its members weakly; they hold the group.
 *
 * A group is a [iface@Gio.ListModel] of its members' widgets, in the order they
 * joined, as `GtkStack:pages` lists a stack's pages: every change of its members
 * is told by [signal@Gio.ListModel::items-changed] (a join or a leave from code
 * by one signal), before [property@ToggleKit.Group:n-members] is notified. As
 * with [class@Gio.ListStore], a handler that changes the members tells its
 * change from inside the signal. Members that leave because they are disposed
 * stay listed, and held, until the main loop's next iteration tells that they
 * left: a binding's garbage collection cannot be called back. Until then such a
 * member is disposed, to be read only; it cannot join a group again. A view over
 * the group holds the members it shows, as it holds any model's items.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:selection-mode:
 *
 * How many members may be on, as [property@Gtk.ListBox:selection-mode] says for
 * rows: %GTK_SELECTION_SINGLE, at most one (radio buttons that may all be off);
 * %GTK_SELECTION_BROWSE, at most one, and the user cannot turn the one on off
 * (none may be on at first, or after a removal, as for BROWSE); and
 * %GTK_SELECTION_MULTIPLE, any number within [property@Group:minimum] and
 * [property@Group:maximum]. %GTK_SELECTION_NONE is no mode for toggles: it gives a
 * critical and the default, %GTK_SELECTION_SINGLE. Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:minimum:
 *
 * In a %GTK_SELECTION_MULTIPLE group, the fewest members the user may leave on;
 * above [property@Group:maximum], it gives a critical and is lowered to it.
 * Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:maximum:
 *
 * In a multiple group, the most members the user may turn on; %G_MAXUINT for
 * no limit. Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:n-members:
 *
 * How many members the group has now.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:select-all:
 *
 * The "select all" toggle of a %GTK_SELECTION_MULTIPLE group, or %NULL, as
 * [method@Group.set_select_all] sets it; settable from a `.ui` file. In a group
 * of another mode, setting a toggle gives a critical and changes nothing.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup:selected-member: (getter get_selected_member) (setter set_selected_member)
 *
 * The member that is on in an exclusive group (%GTK_SELECTION_SINGLE or
 * %GTK_SELECTION_BROWSE), or %NULL when none is, as
 * [property@Gtk.SingleSelection:selected-item] and [property@Gtk.Stack:visible-child]
 * are: bind it, or set it from a `.ui` file. Setting it selects the member from code,
 * as [method@Group.select] does; %NULL turns all off. It is notified once per change,
 * after [signal@Group::changed], however the change was made, and when the member on
 * leaves the group. A member on that is disposed reads %NULL at once and is notified
 * from the main loop's next iteration, with no [signal@Group::changed], as
 * [property@Group:n-members] is.
 *
 * A %GTK_SELECTION_MULTIPLE group has no one selected member: there it reads
 * %NULL, and setting a toggle gives a critical and changes nothing; use
 * [method@Group.get_selected]. Setting a toggle that is not a member gives a critical.
 *
 * Since: 1.0
 */

/**
 * ToggleKitGroup::changed:
 * @self: the group
 * @by_user: whether a user activation made the change
 *
 * Emitted once after each change of the selection.
 *
 * Since: 1.0
 */

/**
 * toggle_kit_group_new:
 * @mode: how many members may be on: %GTK_SELECTION_SINGLE, %GTK_SELECTION_BROWSE
 *   or %GTK_SELECTION_MULTIPLE (see [property@Group:selection-mode])
 *
 * Creates a group: `toggle_kit_group_new (GTK_SELECTION_BROWSE)` for radio buttons of
 * which one stays on. A %GTK_SELECTION_MULTIPLE group made here has no minimum and
 * no maximum; toggle_kit_group_new_multiple() gives it counts.
 *
 * Returns: (transfer full): a new group
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitGroup *toggle_kit_group_new                  (GtkSelectionMode  mode) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_group_new_multiple:
 * @minimum: the fewest members the user may leave on
 * @maximum: the most members the user may turn on; %G_MAXUINT for no limit
 *
 * Creates a %GTK_SELECTION_MULTIPLE group, with counts the user's changes keep to.
 * A @minimum above @maximum gives a critical and is lowered to @maximum.
 *
 * Returns: (transfer full): a new group
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitGroup *toggle_kit_group_new_multiple         (guint            minimum,
                                                       guint            maximum) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_group_add:
 * @self: a group
 * @button: the toggle to add
 *
 * Adds @button as the last member, leaving any group it was in; in an
 * exclusive group with a selection, a @button that is on is turned off.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_group_add                  (ToggleKitGroup  *self,
                                                       ToggleKitButton *button);
/**
 * toggle_kit_group_remove:
 * @self: a group
 * @button: a member
 *
 * Removes @button from the group; it keeps its value. A toggle that is not a
 * member changes nothing.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_group_remove               (ToggleKitGroup  *self,
                                                       ToggleKitButton *button);
/**
 * toggle_kit_group_select:
 * @self: a group
 * @button: (nullable): a member, or %NULL to turn all off
 *
 * Selects @button from code: in an exclusive group the others go off.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_group_select               (ToggleKitGroup  *self,
                                                       ToggleKitButton *button);
/**
 * toggle_kit_group_clear_selection:
 * @self: a group
 *
 * Turns every member off from code, even in a group whose selection is required.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_group_clear_selection      (ToggleKitGroup  *self);
/**
 * toggle_kit_group_get_selected:
 * @self: a group
 *
 * The members that are on, in member order.
 *
 * Returns: (transfer container) (element-type ToggleKitButton): the members on
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GList          *toggle_kit_group_get_selected         (ToggleKitGroup  *self);
/**
 * toggle_kit_group_get_selected_member:
 * @self: a group
 *
 * The member that is on in an exclusive group: [property@Group:selected-member].
 *
 * Returns: (transfer none) (nullable): the member on, or %NULL when none is or
 *   @self is a %GTK_SELECTION_MULTIPLE group
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitButton *toggle_kit_group_get_selected_member (ToggleKitGroup  *self);
/**
 * toggle_kit_group_set_selected_member:
 * @self: an exclusive group
 * @member: (nullable): the member to turn on, or %NULL to turn every member off
 *
 * Sets [property@Group:selected-member] from code, as
 * gtk_single_selection_set_selected() does: @member goes on and the one on before
 * goes off, told as one [signal@Group::changed] with by_user %FALSE. A toggle that is
 * not a member, or a %GTK_SELECTION_MULTIPLE group, gives a critical and changes
 * nothing.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_group_set_selected_member (ToggleKitGroup  *self,
                                                       ToggleKitButton *member);
/**
 * toggle_kit_group_get_members:
 * @self: a group
 *
 * Every member, in the order they were added.
 *
 * Returns: (transfer container) (element-type ToggleKitButton): the members
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GList          *toggle_kit_group_get_members          (ToggleKitGroup  *self);
/**
 * toggle_kit_group_set_select_all:
 * @self: a group
 * @button: (nullable): the "select all" toggle, or %NULL to remove it
 *
 * Makes @button the "select all" toggle of a %GTK_SELECTION_MULTIPLE group: on
 * when every member is on, off when none is, else mixed; activating it turns all
 * on or off. In a group of another mode it is a programmer error: a critical,
 * and nothing changes.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void            toggle_kit_group_set_select_all       (ToggleKitGroup  *self,
                                                       ToggleKitButton *button);

/**
 * toggle_kit_group_get_selection_mode:
 * @self: a group
 *
 * How many members of @self may be on, fixed when it was made.
 *
 * Returns: the group's [property@Group:selection-mode]
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkSelectionMode toggle_kit_group_get_selection_mode  (ToggleKitGroup  *self);
/**
 * toggle_kit_group_get_n_members:
 * @self: a group
 *
 * How many members @self has.
 *
 * Returns: the number of members
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint           toggle_kit_group_get_n_members        (ToggleKitGroup  *self);

/* ToggleKitCommit -------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_COMMIT (toggle_kit_commit_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE (ToggleKitCommit, toggle_kit_commit, TOGGLE_KIT, COMMIT, GObject)

/**
 * ToggleKitCommit:
 *
 * A user change waiting for the app's answer, handed to [signal@Button::commit],
 * [signal@Store::commit], [signal@Store::commit-all] and [signal@Tree::commit].
 *
 * Answer it once, with [method@Commit.succeed] or [method@Commit.fail]. Its
 * [property@Commit:cancellable] is cancelled when the change is withdrawn: code
 * set the value, the toggle, store or tree went away (then from the main loop's next
 * iteration, so that its handlers do not run inside a dispose or a finalize; a toggle
 * in a group that leaves it from its dispose still withdraws the group's change
 * there), or the commit timeout passed;
 * an answer after that changes nothing. A commit released unanswered fails, from
 * the main loop's next iteration after its last reference went.
 *
 * Since: 1.0
 */

/**
 * ToggleKitCommit:button:
 *
 * The toggle whose change this is, or %NULL once it is disposed; %NULL for a
 * store's or a tree's change. It goes %NULL as the toggle is disposed, and is
 * notified from the main loop's next iteration, not from the dispose.
 *
 * Since: 1.0
 */

/**
 * ToggleKitCommit:proposed-value:
 *
 * The value the user asked for.
 *
 * Since: 1.0
 */

/**
 * ToggleKitCommit:cancellable:
 *
 * Cancelled when the change is withdrawn; pass it to the app's own GIO calls.
 *
 * Since: 1.0
 */

/**
 * ToggleKitCommit:item:
 *
 * The [class@Store] item or [class@Tree] node whose change this is, or %NULL for a
 * toggle's own change and for a store's "select all" or "clear all"
 * ([signal@Store::commit-all]).
 *
 * Since: 1.0
 */

/**
 * ToggleKitCommit:answered:
 *
 * Whether the commit was answered or withdrawn.
 *
 * Since: 1.0
 */

/**
 * toggle_kit_commit_get_button:
 * @self: a commit
 *
 * The toggle whose change @self is.
 *
 * Returns: (transfer none) (nullable): the toggle, or %NULL once it is gone
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitButton *toggle_kit_commit_get_button         (ToggleKitCommit *self);
/**
 * toggle_kit_commit_get_proposed_value:
 * @self: a commit
 *
 * The value the user asked for.
 *
 * Returns: the proposed value
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitToggleState   toggle_kit_commit_get_proposed_value (ToggleKitCommit *self);
/**
 * toggle_kit_commit_get_cancellable:
 * @self: a commit
 *
 * The cancellable cancelled when the change is withdrawn.
 *
 * Returns: (transfer none): the cancellable
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GCancellable    *toggle_kit_commit_get_cancellable    (ToggleKitCommit *self);
/**
 * toggle_kit_commit_get_answered:
 * @self: a commit
 *
 * Whether @self was answered or withdrawn.
 *
 * Returns: %TRUE once it was
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_commit_get_answered       (ToggleKitCommit *self);
/**
 * toggle_kit_commit_succeed:
 * @self: a commit
 *
 * Answers that the change is saved: the toggle commits it and tells the user
 * change. Does nothing once answered or withdrawn.
 *
 * As `g_task_return_boolean()`, it may be called from any thread, such as the
 * one that did the work: off the main thread the answer is carried out from the
 * default main context's next iteration, and the toggle's signals run on the
 * main thread. The same holds for [method@Commit.fail] and
 * [method@Commit.fail_with_error].
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_commit_succeed            (ToggleKitCommit *self);
/**
 * toggle_kit_commit_fail:
 * @self: a commit
 * @message: (nullable): what went wrong: the message of the #GError that
 *   [signal@Button::commit-failed] carries
 *
 * Answers that the change failed: a toggle's own change rolls back and the toggle
 * emits [signal@Button::commit-failed]; a [class@Store]'s change puts its items
 * back as they were, and a [class@Tree]'s its subtree, and the row the user clicked
 * gives the error feedback. Does
 * nothing once answered or withdrawn.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_commit_fail               (ToggleKitCommit *self,
                                                       const char      *message);
/**
 * toggle_kit_commit_fail_with_error:
 * @self: a commit
 * @error: what went wrong, as GIO or the app's own code reported it
 *
 * As [method@Commit.fail], with the app's #GError, as `g_task_return_error()` takes
 * one: [signal@Button::commit-failed] carries a copy, domain and code included, so
 * the app can tell %G_IO_ERROR_PERMISSION_DENIED from %G_IO_ERROR_NOT_FOUND; its
 * message is the failure's. @error stays the caller's. Does nothing once answered
 * or withdrawn.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_commit_fail_with_error    (ToggleKitCommit *self,
                                                       const GError    *error);

/**
 * toggle_kit_commit_get_item:
 * @self: a commit
 *
 * The [class@Store] item whose change @self is.
 *
 * Returns: (transfer none) (nullable): the item, or %NULL for a toggle's own change
 *   and for a store's "select all" or "clear all"
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
const char      *toggle_kit_commit_get_item           (ToggleKitCommit *self);

/* ToggleKitStore --------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_STORE (toggle_kit_store_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE (ToggleKitStore, toggle_kit_store, TOGGLE_KIT, STORE, GObject)

/**
 * ToggleKitStore:
 *
 * The on/off state of every item of a list, for rows that `GtkListView`,
 * `GtkGridView` and `GtkColumnView` recycle as the list scrolls.
 *
 * Items are UTF-8 strings, typically a `GtkStringList`'s; a call given one that is
 * not UTF-8 is refused with a critical, and one in a list is left out with a
 * critical. The rows of
 * [method@Store.create_factory] show the item GTK binds them to: its value and
 * its pending save, at once, with no animation; a click changes the item under
 * the store's rules, never the row, so a checked row 2 never shows up as row 12.
 * A save ([property@Store:commit-policy], [signal@Store::commit]) belongs to the
 * item: a row that scrolls away cancels nothing. Values take one bit per item, and a
 * change, a set and a bind do not grow with the number of items.
 *
 * The mode is fixed at construction, as a [class@Group]'s, by
 * [property@Store:selection-mode]: %GTK_SELECTION_MULTIPLE by default.
 *
 * # ToggleKitStore as GtkBuildable
 *
 * A store in a `.ui` file takes its items in an `<items>` element, as a
 * `GtkStringList` does, each `<item>` with an optional `value`
 * ([enum@ToggleState], `off` when absent). They are added in order, as by
 * [method@Store.insert]: an item named twice keeps its first value, and an
 * exclusive store keeps one on. A `mixed` item needs
 * [property@Store:allows-mixed] set before `<items>`; otherwise, as for an
 * unknown value or tag, GtkBuilder reports an error.
 *
 * ```xml
 * <object class="ToggleKitStore" id="settings">
 *   <items>
 *     <item>wifi</item>
 *     <item value="on">bluetooth</item>
 *   </items>
 * </object>
 * ```
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:selection-mode:
 *
 * How many items may be on, as [property@Gtk.ListBox:selection-mode] says for
 * rows: %GTK_SELECTION_SINGLE, at most one (radio buttons that may all be off);
 * %GTK_SELECTION_BROWSE, at most one, and the user cannot turn the one on off
 * (none may be on at first, or after a removal, as for BROWSE); and
 * %GTK_SELECTION_MULTIPLE, any number within [property@Store:minimum] and
 * [property@Store:maximum]. %GTK_SELECTION_NONE is no mode for toggles: it gives a
 * critical and the default, %GTK_SELECTION_MULTIPLE. Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:minimum:
 *
 * In a %GTK_SELECTION_MULTIPLE store, the fewest items the user may leave on;
 * above [property@Store:maximum], it gives a critical and is lowered to it.
 * Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:maximum:
 *
 * In a multiple store, the most items the user may turn on; %G_MAXUINT for no limit.
 * Construct-only.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:allows-mixed:
 *
 * Whether item values may be mixed.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:n-items:
 *
 * How many items the store holds.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:n-on:
 *
 * How many items are on.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:model:
 *
 * The list model the store follows ([method@Store.follow_model]), or %NULL: set it
 * (in a `.ui` file, or with a binding) to follow a model whose items name theirs in
 * [property@Store:item-property]. Notified when it changes.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:item-property:
 *
 * The string property of [property@Store:model]'s items that names each item in the
 * store: "string", the default, for a `GtkStringList`. Changing it while following
 * follows the model again under the new name.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:commit-policy:
 *
 * Whether user changes wait for the app's answer to [signal@Store::commit].
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore:commit-timeout:
 *
 * The seconds a save may wait for its answer before it rolls back as timed out; 0,
 * the default, waits as long as the app takes: a commit the app keeps and never
 * answers leaves its items pending, taking no activation, until the app answers
 * it, releases it, or sets them from code.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::item-changed:
 * @self: the store
 * @item: the item
 * @value: its value now
 * @by_user: whether a user activation made the change
 *
 * Emitted for each change of an item's value that stands: a set from code, or a
 * user's change, once its save (if any) committed.
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::all-changed:
 * @self: the store
 * @value: the value the changed items now have
 * @n_changed: how many items changed
 * @by_user: whether a user's select all made the change: a "Select all" row, the
 *   keys of [method@Store.handle_select_all_keys], or [method@Store.select_all]
 *   and [method@Store.unselect_all]
 *
 * Emitted once for a change of many items, with no [signal@Store::item-changed]
 * per item: a "select all" or "clear all" of every item, or of the items a list
 * shows ([method@Store.handle_select_all_keys]), once it stands (a user's, with a
 * commit policy, once its [signal@Store::commit-all] committed); and the values put
 * back when code withdraws such a save, with @by_user %FALSE and @value the value
 * the items went back to (items that were mixed go back to mixed).
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::change-request:
 * @self: the store
 * @item: the item the user is changing
 * @value: the value the change would give it
 *
 * Emitted before each user change of one item (a row's click, key or
 * accessibility action), before any [signal@Store::commit]: a handler that
 * returns %TRUE refuses the change, as `GtkWindow::close-request`'s %TRUE keeps
 * the window. A refused change changes nothing and is told nowhere: no
 * [signal@Store::item-changed], no commit, no error feedback; the row keeps
 * showing the item's value. It is asked only about a change the store's rules would
 * make, with the value they would set: not for the one item on in a
 * %GTK_SELECTION_BROWSE store, nor for the item an exclusive store turns off. A
 * handler that changes the store (removes or sets the item, starts a save) drops
 * the change. Changes from code are not asked, nor a "select all" or "clear all":
 * with a [property@Store:commit-policy], [signal@Store::commit-all] can refuse
 * those; without one, nothing can.
 *
 * Returns: %TRUE to refuse the change
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::commit:
 * @self: the store
 * @item: the item the user changed
 * @commit: the change waiting for an answer
 *
 * Emitted for each user change of an item while [property@Store:commit-policy]
 * is not %TOGGLE_KIT_COMMIT_POLICY_NONE, as [signal@Button::commit] is. In an
 * exclusive store the change also turns the item that was on off: the commit
 * saves both.
 *
 * Returns: %TRUE to take the change over
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::commit-all:
 * @self: the store
 * @value: the value the changed items are to have, %TOGGLE_KIT_TOGGLE_STATE_ON or
 *   %TOGGLE_KIT_TOGGLE_STATE_OFF
 * @n_changed: how many items the change sets to @value
 * @commit: the change waiting for an answer; its [property@Commit:item] is %NULL
 *
 * Emitted for a user's "select all" or "clear all" (a "Select all" row, the keys of
 * [method@Store.handle_select_all_keys], [method@Store.select_all] and
 * [method@Store.unselect_all]) while [property@Store:commit-policy] is not
 * %TOGGLE_KIT_COMMIT_POLICY_NONE: the whole change is one save, as a click on a row
 * is. Until it is answered, the items it changes are pending (under the optimistic
 * policy they show @value at once, and [property@Store:n-on] follows) and every
 * activation of the store is absorbed. Success emits [signal@Store::all-changed];
 * failure or a timeout puts every item it changed back as it was, mixed items
 * included. Code that sets one of its items, [method@Store.set_all], or removing
 * one of its items withdraws it: the other items go back, told as
 * [signal@Store::all-changed] with `by_user` %FALSE.
 *
 * A handler that returns %TRUE takes the change over: it keeps a reference to
 * @commit and answers it ([method@Commit.succeed] or [method@Commit.fail]) once,
 * as for [signal@Button::commit]. With no handler that returns %TRUE, the change
 * commits at once, unless the app has an unblocked handler of [signal@Store::commit]
 * and none here: an app that saves each item would miss the items this change sets,
 * so the change is refused before anything moves (the select all call returns
 * %FALSE) and [signal@Store::commit-failed] is emitted with a %NULL item, reason
 * %TOGGLE_KIT_COMMIT_FAILURE_REFUSED and a message that says so.
 *
 * Returns: %TRUE to take the change over
 *
 * Since: 1.0
 */

/**
 * ToggleKitStore::commit-failed:
 * @self: the store
 * @item: (nullable): the item whose save failed, or %NULL for a select all or
 *   clear all
 * @reason: why the save failed
 * @error: the failure as a #GError, as [signal@Button::commit-failed] carries it;
 *   its message is the app's, or a sentence for a timeout
 *
 * Emitted when a save the app was asked for ([signal@Store::commit],
 * [signal@Store::commit-all]) failed or timed out, after its items went back
 * as they were; the row the user activated gives the error feedback. Also
 * emitted, with a %NULL item and reason %TOGGLE_KIT_COMMIT_FAILURE_REFUSED, for a
 * user's select all or clear all refused because only [signal@Store::commit]
 * is handled (see [signal@Store::commit-all]); nothing moved then. A save
 * withdrawn by code or by the items' removal is no failure and is not told
 * here: its commit's cancellable is cancelled. The app cancelling that
 * cancellable itself is a failure, told with %G_IO_ERROR_CANCELLED, as for
 * [signal@Button::commit-failed].
 *
 * Since: 1.0
 */

/**
 * toggle_kit_store_new:
 * @mode: how many items may be on: %GTK_SELECTION_SINGLE, %GTK_SELECTION_BROWSE
 *   or %GTK_SELECTION_MULTIPLE (see [property@Store:selection-mode])
 *
 * Creates an empty store. `g_object_new()` with [property@Store:minimum] and
 * [property@Store:maximum] gives a %GTK_SELECTION_MULTIPLE store counts.
 *
 * Returns: (transfer full): a new store
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitStore  *toggle_kit_store_new                 (GtkSelectionMode mode) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_store_insert:
 * @self: a store
 * @item: the item
 * @value: its value
 *
 * Adds @item. An exclusive store keeps its selection: an item added on while
 * another is on is added off. Nothing is told: the item is new, not changed.
 *
 * Returns: %TRUE, or %FALSE if the store has @item already, which changes nothing;
 *   %FALSE too from a handler of the store's signals that has answered 64
 *   changes in one delivery (an answer loop is stopped there)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_insert              (ToggleKitStore  *self,
                                                       const char      *item,
                                                       ToggleKitToggleState   value);
/**
 * toggle_kit_store_insert_all:
 * @self: a store
 * @items: (array zero-terminated=1): the items, %NULL-terminated, as a #GStrv
 * @value: the value each takes
 *
 * Adds every item of @items not in the store yet, in one call: a million
 * items from a binding cost one call, not a million. An exclusive store keeps
 * its selection, as toggle_kit_store_insert() does. [property@Store:n-items]
 * and [property@Store:n-on] are notified once.
 *
 * Returns: how many items were added: none from a handler of the store's
 *   signals that has answered 64 changes in one delivery
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint            toggle_kit_store_insert_all          (ToggleKitStore  *self,
                                                       const char * const *items,
                                                       ToggleKitToggleState value);
/**
 * toggle_kit_store_remove:
 * @self: a store
 * @item: the item
 *
 * Removes @item; a save of it that is pending is cancelled and rows showing it show nothing.
 *
 * Returns: %TRUE, or %FALSE if the store has no @item, or from a handler
 *   of the store's signals that has answered 64 changes in one delivery
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_remove              (ToggleKitStore  *self,
                                                       const char      *item);
/**
 * toggle_kit_store_contains:
 * @self: a store
 * @item: the item
 *
 * Whether the store holds @item.
 *
 * Returns: %TRUE if it does
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_contains            (ToggleKitStore  *self,
                                                       const char      *item);
/**
 * toggle_kit_store_get_value:
 * @self: a store
 * @item: the item
 *
 * The value of @item.
 *
 * Returns: its value; %TOGGLE_KIT_TOGGLE_STATE_OFF for an item the store does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitToggleState   toggle_kit_store_get_value           (ToggleKitStore  *self,
                                                       const char      *item);
/**
 * toggle_kit_store_set_value:
 * @self: a store
 * @item: the item
 * @value: the new value
 *
 * Sets the value of @item from code; rows showing it follow, and
 * [signal@Store::item-changed] tells it.
 *
 * Returns: %TRUE when the value changed, as [method@Tree.set_value]; %FALSE when
 *   nothing changed: @item had @value already, the store does not hold it, or the
 *   set was refused (mixed while [property@Store:allows-mixed] is unset, or from a
 *   handler past its share of answers)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_set_value           (ToggleKitStore  *self,
                                                       const char      *item,
                                                       ToggleKitToggleState   value);
/**
 * toggle_kit_store_get_pending:
 * @self: a store
 * @item: the item
 *
 * Whether a save of @item is waiting for the app's answer.
 *
 * Returns: %TRUE while it waits
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_get_pending         (ToggleKitStore  *self,
                                                       const char      *item);
/**
 * toggle_kit_store_set_enabled:
 * @self: a store
 * @item: an item
 * @enabled: whether the user may change @item
 *
 * Enables or disables an item: a disabled item's rows are insensitive, its
 * activation does nothing, and a user's "select all" or "clear all" leaves it as
 * it is; it still counts in [property@Store:n-on] and the "select all" value, and
 * code can set it. Every row showing @item follows at once. A row's sensitivity is
 * its item's, set on each bind: disable an item here, not on its row.
 *
 * Returns: %TRUE, or %FALSE for an item the store does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_set_enabled         (ToggleKitStore  *self,
                                                       const char      *item,
                                                       gboolean         enabled);
/**
 * toggle_kit_store_get_enabled:
 * @self: a store
 * @item: an item
 *
 * Whether the user may change @item ([method@Store.set_enabled]).
 *
 * Returns: %TRUE for an enabled item, %FALSE for a disabled one or one the store
 *   does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_get_enabled         (ToggleKitStore  *self,
                                                       const char      *item);
/**
 * toggle_kit_store_set_all:
 * @self: a store
 * @value: %TOGGLE_KIT_TOGGLE_STATE_ON or %TOGGLE_KIT_TOGGLE_STATE_OFF
 *
 * Turns every item on or off from code, as one change ([signal@Store::all-changed]).
 * %TOGGLE_KIT_TOGGLE_STATE_MIXED is refused with a critical. Code is not held to the
 * store's minimum and maximum, but an exclusive store of more than one item
 * cannot have every item on: that call changes nothing and returns %FALSE.
 *
 * Returns: %TRUE when every item now has @value, %FALSE when the call was refused
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_set_all             (ToggleKitStore  *self,
                                                       ToggleKitToggleState   value);
/**
 * toggle_kit_store_select_all:
 * @self: a store
 * @list: (nullable): the list widget showing the store's rows, or %NULL
 *
 * Turns on every item @list shows, as the user's "Select All" (a header bar
 * button, a menu item), the same as the list's Ctrl+A
 * ([method@Store.handle_select_all_keys]): during a search only the items the
 * search shows. With @list %NULL, every item of the store. The store's rules apply
 * as to its keys (an exclusive store refuses more than one item on), nothing is
 * started while a save is pending or from inside an [signal@Store::item-changed]
 * or [signal@Store::all-changed] handler, and with a commit policy the change is one
 * save ([signal@Store::commit-all]).
 *
 * Returns: %TRUE when items changed or their save started (a handler may fail it
 *   at once), %FALSE when the change was refused or every item has the value already
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_select_all          (ToggleKitStore  *self,
                                                       GtkWidget       *list);
/**
 * toggle_kit_store_unselect_all:
 * @self: a store
 * @list: (nullable): the list widget showing the store's rows, or %NULL
 *
 * Turns off every item @list shows (every item of the store with @list %NULL), as
 * the user's "Select None", the same as the list's Ctrl+Shift+A, under the rules
 * of [method@Store.select_all]: a store whose selection is required refuses it.
 *
 * Returns: %TRUE when items changed or their save started, %FALSE when the change
 *   was refused or every item was off already
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_unselect_all        (ToggleKitStore  *self,
                                                       GtkWidget       *list);
/**
 * toggle_kit_store_get_n_items:
 * @self: a store
 *
 * How many items the store holds.
 *
 * Returns: the number of items
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint            toggle_kit_store_get_n_items         (ToggleKitStore  *self);
/**
 * toggle_kit_store_get_n_on:
 * @self: a store
 *
 * How many items are on.
 *
 * Returns: the number of items on
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint            toggle_kit_store_get_n_on            (ToggleKitStore  *self);
/**
 * toggle_kit_store_follow_model:
 * @self: a store
 * @model: (nullable): the list model whose items the store follows, or %NULL to
 *   stop following
 * @item_property: (nullable): the string property of @model's items that names
 *   each one in the store; needed with a @model
 *
 * Keeps the store's items in step with @model, as `GtkMultiSelection` follows its
 * model: every item @model holds is in the store (added off; one there already keeps
 * its value), and an item that leaves @model leaves the store, so the app keeps one
 * list instead of two. A name @model holds twice shares one state, and leaves when
 * @model holds it no more. An item moved within @model keeps its value and its
 * enabled state, whether @model moves it in one `items-changed` or as a removal and
 * an insertion (a #GListStore or #GtkStringList reordered by drag and drop): an item
 * that leaves and comes back before the main loop's next iteration comes back as it
 * was, and one that stays away longer comes back off, as a new item. A
 * #GtkFilterListModel's hidden items leave it: follow the unfiltered model, and show
 * the filtered one (see [method@Store.select_all]). Items the app
 * inserted itself stay until @model removes one of that name. The store keeps a
 * reference to @model while it follows it. Following another model, or %NULL, stops
 * following the first; the items stay.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_store_follow_model        (ToggleKitStore  *self,
                                                       GListModel      *model,
                                                       const char      *item_property);
/**
 * toggle_kit_store_get_selection:
 * @self: a store
 *
 * The items that are on, in the order they were inserted: what an app keeps,
 * in a GSettings `as` key for example, and gives back with
 * toggle_kit_store_restore().
 *
 * Returns: (transfer full) (array zero-terminated=1): the items on, %NULL-terminated;
 *   free with g_strfreev()
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
char           **toggle_kit_store_get_selection       (ToggleKitStore  *self);
/**
 * toggle_kit_store_restore:
 * @self: a store
 * @items: (array zero-terminated=1) (nullable): the items to turn on, %NULL-terminated;
 *   %NULL for none
 * @left_out: (out) (optional) (array zero-terminated=1) (transfer full): where to
 *   put the items of @items left out, in the order given, empty when the whole
 *   selection applied; free it with g_strfreev()
 *
 * Puts back a selection the app kept from toggle_kit_store_get_selection(), in a
 * GSettings `as` key for example: the items in @items on and every other item off,
 * mixed ones included, from code, as one change ([signal@Store::item-changed] for
 * each item that moved, those turned off first). Disabled items take it too, and the
 * store's minimum and maximum do not hold code back. Pending commits are withdrawn
 * first.
 *
 * Items the store does not hold (removed since the selection was kept), repeats of
 * an item, and in a single-selection store every item after the first it holds are
 * left out, and given back in @left_out; the rest apply. Unlike [method@Tree.restore], a store keeps
 * nothing for items to come: fill it (or let its model finish loading) first. A handler of a store's signal that has
 * already answered its share of changes in one emission (64) changes nothing, and
 * gets every item back.
 *
 * Returns: %TRUE when the whole selection applied, %FALSE when items were left out
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_restore             (ToggleKitStore     *self,
                                                       const char * const *items,
                                                       char             ***left_out);
/**
 * toggle_kit_store_create_factory:
 * @self: a store
 * @look: the look of the rows' toggles
 * @item_property: the name of the model items' string property that names their
 *   store item: "string" for a `GtkStringList`
 * @title_property: (nullable): the name of the model items' string property shown
 *   as a row's title, or %NULL to show the item's name
 *
 * Creates the list item factory whose rows show the store's items, for a
 * `GtkListView`, a `GtkGridView` or a `GtkColumnView` column. A row bound to a
 * model item with no such property, or naming no store item, shows off,
 * unlabelled, and takes no input.
 *
 * Give the list a `GtkNoSelection`: a selection model's clicks would select rows,
 * not toggle items. [method@Store.handle_select_all_keys] gives it select-all keys.
 *
 * Returns: (transfer full): a new factory
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkListItemFactory *toggle_kit_store_create_factory   (ToggleKitStore  *self,
                                                       ToggleKitLook    look,
                                                       const char      *item_property,
                                                       const char      *title_property);
/**
 * toggle_kit_store_handle_select_all_keys:
 * @self: a store
 * @list: the list widget showing the store's rows
 *
 * Gives @list GTK's select-all keys for the store: Ctrl+A and Ctrl+/ turn on every
 * item the list shows, Ctrl+Shift+A and Ctrl+\ turn them off, as the user's
 * change. They act on what the user sees, as `GtkMultiSelection` selects the rows
 * of its own model: with a `GtkFilterListModel` (a search), a `GtkSliceListModel`
 * or any model of the app's between the list and its items, only the items the
 * list's model holds change, read as the rows of [method@Store.create_factory]
 * read them; a list whose models hide nothing changes every item in one fill.
 * With a commit policy either is one save ([signal@Store::commit-all]). Call it
 * once per list.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_store_handle_select_all_keys (ToggleKitStore *self,
                                                          GtkWidget      *list);

/**
 * toggle_kit_store_bind_button:
 * @self: a store
 * @button: a toggle the app made for a row of its own, in no #ToggleKitGroup
 * @item: the item @button is to show
 *
 * Makes @button show @item, as the rows of [method@Store.create_factory] do, for
 * an app that builds its own rows (an icon, a subtitle, a toggle) with a
 * `GtkSignalListItemFactory`: call it from the factory's `bind` handler, and
 * [method@Store.unbind_button] from its `unbind` handler. @button shows the
 * item's value and pending save at once, with no animation and no `toggled`; a click
 * changes the item in the store, under the store's rules and commit policy, and
 * every other row showing the item follows. @button has no state of its own
 * meanwhile: setting its [property@Button:value] sets the item, and its
 * sensitivity is the item's ([method@Store.set_enabled]). Binding it again
 * to another item, or to another store or tree, moves it there. @button holds a
 * reference to @self while it shows one of its items.
 *
 * A toggle in a #ToggleKitGroup shows its group's value: it is refused with a
 * critical, and a row that joins a group stops showing its item and lets go of @self.
 * Moving to another item notifies [property@Button:active] and [property@Button:value]
 * when they change, with no `toggled`: nothing changed. The row's
 * sensitivity is its item's and its action's; it holds @self until it is bound
 * elsewhere, unbound, disposed, or joins a group.
 *
 * Returns: %TRUE, or %FALSE for an item the store does not hold: @button then
 *   shows no item, off and insensitive, as a factory's row given no item
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_store_bind_button         (ToggleKitStore  *self,
                                                       ToggleKitButton *button,
                                                       const char      *item);
/**
 * toggle_kit_store_bind_select_all:
 * @self: a store
 * @button: a toggle the app made, in no #ToggleKitGroup
 *
 * Makes @button the "Select all" of @self: on when every item is, off when none
 * is, mixed otherwise; a click turns every item on, or every item off, as one user
 * change under the store's rules (an exclusive store refuses more than one item
 * on) and commit policy ([signal@Store::commit-all]). @button holds a reference
 * to @self until [method@Store.unbind_button] or until it is bound elsewhere.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_store_bind_select_all     (ToggleKitStore  *self,
                                                       ToggleKitButton *button);
/**
 * toggle_kit_store_unbind_button:
 * @self: a store
 * @button: a toggle
 *
 * Stops @button showing an item of @self (or its "Select all"): it keeps its look
 * and value and is a plain, sensitive toggle again, and lets go of its reference
 * to @self.
 * A toggle that shows nothing of @self is left as it is.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_store_unbind_button       (ToggleKitStore  *self,
                                                       ToggleKitButton *button);

/* ToggleKitTree ---------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_TREE (toggle_kit_tree_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE (ToggleKitTree, toggle_kit_tree, TOGGLE_KIT, TREE, GObject)

/**
 * ToggleKitTree:
 *
 * The on/off state of every node of a tree of checkboxes (folders to back up,
 * an installer's components), whose parents follow their children: a parent is
 * on when all of its children are on, off when none are, mixed otherwise.
 *
 * Nodes are UTF-8 strings: for files, use their URIs (g_file_get_uri()), since a
 * path is in the file system's encoding, which need not be UTF-8. A call given an
 * identifier that is not UTF-8 is refused with a critical (it returns %FALSE, 0 or
 * %NULL), and one in a list (a listing, a selection, a children function's answer)
 * is left out with a critical. Activating a parent ([method@Tree.activate], or a click on
 * its row) checks or unchecks its whole subtree; unchecking one node deep inside
 * turns each parent above it mixed. A node's children may be loaded later
 * ([method@Tree.load_children]): they take the node's value. Disabled nodes keep
 * their value when a parent above them is activated.
 *
 * [method@Tree.create_model] makes the `GtkTreeListModel` that loads a node's
 * children the first time GTK asks for them, and [method@Tree.create_factory]
 * the rows of a `GtkListView` over it, each a `GtkTreeExpander` around a toggle.
 * A leaf's change re-derives only its ancestors, and checking a folder marks it
 * rather than visiting what is in it, whatever the size of the tree.
 *
 * With [property@Tree:commit-policy], each user activation is one save
 * ([signal@Tree::commit]), however many nodes it sets.
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree:commit-policy:
 *
 * How user activations wait for the app's answer to [signal@Tree::commit]: not at
 * all, showing the proposed value meanwhile, or showing it only once confirmed.
 * Switching between optimistic and confirmed keeps a waiting save; setting
 * %TOGGLE_KIT_COMMIT_POLICY_NONE withdraws the waiting saves and puts their
 * subtrees back.
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree:n-nodes:
 *
 * How many nodes the tree holds, as [method@Tree.get_n_nodes] says; notified after
 * each load, insert or removal that changed it.
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree:commit-timeout:
 *
 * The seconds a save may wait for its answer before it rolls back as timed out; 0,
 * the default, waits as long as the app takes: a commit the app keeps and never
 * answers leaves its subtree pending, taking no activation, until the app answers
 * it, releases it, or sets the subtree from code. Read as each save starts.
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree::node-changed:
 * @self: the tree
 * @node: the node whose value changed
 * @value: its value now
 * @by_user: whether a user's activation made the change
 *
 * Emitted for each node a change moved: first the nodes set (a parent checked
 * with everything in it is one emission), then the parents whose value followed,
 * nearest first. With a commit policy, a user's activation is emitted once its
 * save committed, and a failed save emits nothing (nothing it changed was told);
 * the nodes a withdrawn optimistic save puts back are emitted with @by_user %FALSE.
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree::commit:
 * @self: the tree
 * @node: the node the user activated
 * @commit: the change waiting for an answer; its [property@Commit:item] is @node
 *   and its [property@Commit:proposed-value] the value the node's subtree is to take
 *
 * Emitted for each user activation while [property@Tree:commit-policy] is not
 * %TOGGLE_KIT_COMMIT_POLICY_NONE: the whole subtree the activation sets (the
 * node's, or its section's) is one save. Until it is answered, that subtree's
 * nodes are pending (their rows show it) and activations of it, of the nodes
 * above it and of its section's other children are absorbed; other subtrees save
 * on their own. Success emits [signal@Tree::node-changed]; failure or a timeout
 * puts the subtree back exactly as it was, mixed parents included (under the
 * optimistic policy: a confirmed save had changed nothing yet), and emits
 * [signal@Tree::commit-failed]. A handler of
 * @commit may activate another subtree; an activation from a
 * [signal@Tree::node-changed] handler, or while a withdrawn commit is told, is
 * dropped. Code that
 * changes the subtree or a node above it, removing or moving a node on its path,
 * and adding children to one of its nodes that has some withdraw it; loading the
 * first children of one of its nodes keeps it.
 *
 * A handler that returns %TRUE takes the change over: it keeps a reference to
 * @commit and answers it once, as for [signal@Button::commit]. With no handler
 * that returns %TRUE, the change commits at once.
 *
 * Returns: %TRUE to take the change over
 *
 * Since: 1.0
 */

/**
 * ToggleKitTree::commit-failed:
 * @self: the tree
 * @node: the node the user activated, whose subtree (or section) went back
 * @reason: why the save failed
 * @error: the failure as a #GError, as [signal@Button::commit-failed] carries it;
 *   its message is the app's, or a sentence for a timeout
 *
 * Emitted when a save the app was asked for ([signal@Tree::commit]) failed or
 * timed out ([property@Tree:commit-timeout]), after the subtree it set went back
 * exactly as it was; the row the user activated gives the error feedback. A
 * save withdrawn by code, by a change of the tree's shape or by the tree's
 * release is no failure and is not told here: its commit's cancellable is
 * cancelled. The app cancelling that cancellable itself is a failure, told with
 * %G_IO_ERROR_CANCELLED, as for [signal@Button::commit-failed].
 *
 * Since: 1.0
 */

/**
 * ToggleKitTreeChildrenFunc:
 * @node: the node whose children GTK asks for
 * @user_data: the data given with the function
 *
 * Names a node's children, the first time GTK asks for them.
 *
 * For a folder read asynchronously, call [method@Tree.begin_loading] on @node,
 * start the read (for example g_file_enumerate_children_async()), return %NULL, and
 * give the whole listing to [method@Tree.load_children] in one call when the read
 * is done, or call [method@Tree.end_loading] if it failed: the row has an arrow
 * and shows it is busy meanwhile, and an expanded row shows the children as they
 * load. Load a listing in one call, and never a partial one: a load ends the
 * entries a restore keeps for the nodes it does not bring (see
 * [method@Tree.restore]).
 *
 * Returns: (array zero-terminated=1) (transfer full) (nullable): the children's
 *   identifiers; an empty array for a node known to have none; %NULL for a leaf, or
 *   for children the app loads later. Unless @node is being read
 *   ([method@Tree.begin_loading]), the row shows no arrow until it has children.
 *
 * Since: 1.0
 */
typedef char **(*ToggleKitTreeChildrenFunc) (const char *node,
                                             gpointer    user_data);

/**
 * ToggleKitTreeParentFunc:
 * @node: a node the tree does not hold yet
 * @user_data: the data given with the function
 *
 * Names the node @node will be loaded under, for the entries of a restored
 * selection that wait for their nodes ([method@Tree.set_parent_func]).
 *
 * Returns: (transfer full) (nullable): the parent's identifier, or %NULL for a
 *   top-level node
 *
 * Since: 1.0
 */
typedef char *(*ToggleKitTreeParentFunc) (const char *node,
                                          gpointer    user_data);

/**
 * ToggleKitTreeTitleFunc:
 * @node: a node
 * @user_data: the data given with the function
 *
 * Names the title of @node's rows ([method@Tree.set_title_func]).
 *
 * Returns: (transfer full) (nullable): the title, or %NULL for the node's identifier
 *
 * Since: 1.0
 */
typedef char *(*ToggleKitTreeTitleFunc) (const char *node,
                                         gpointer    user_data);

/**
 * toggle_kit_tree_new:
 *
 * Creates an empty tree.
 *
 * Returns: (transfer full): a new tree
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitTree   *toggle_kit_tree_new                  (void) G_GNUC_WARN_UNUSED_RESULT;
/**
 * toggle_kit_tree_load_children:
 * @self: a tree
 * @parent: (nullable): the node whose children these are, or %NULL for the top
 * @children: (array zero-terminated=1): the children's identifiers
 *
 * Loads a node's children, each taking the node's value: a node checked before
 * its children were loaded stays checked, and so do they. Identifiers the tree
 * holds already are skipped. Identifiers are UTF-8 (for files, use URIs:
 * g_file_get_uri()); one that is not is left out with a critical.
 *
 * Returns: how many children were added (0 as well for an unknown parent or one
 *   10,000 levels deep)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint            toggle_kit_tree_load_children        (ToggleKitTree      *self,
                                                       const char         *parent,
                                                       const char * const *children);
/**
 * toggle_kit_tree_begin_loading:
 * @self: a tree
 * @node: a node whose children are not loaded yet
 *
 * Says that @node's children are being read, by the app's own asynchronous work
 * (g_file_enumerate_children_async(), say): until they load, the rows showing
 * @node show they are busy (a spinner, and %GTK_ACCESSIBLE_STATE_BUSY for
 * assistive technology), and the model of [method@Tree.create_model] gives its row
 * an arrow, so the user sees that something is coming and may expand it: the
 * children appear under it as they load. Its value and its activations are as
 * before, and the children take its value.
 *
 * It ends when [method@Tree.load_children] gives @node's listing (an empty one
 * included: a folder found empty is a leaf, whose arrow goes), when a node is
 * inserted or moved under @node, when @node is removed, and when
 * [method@Tree.end_loading] says the read failed or was cancelled. Call it from the
 * children function, which then returns %NULL, or at any time before the children
 * are loaded, to read a folder again after a failure.
 *
 * Returns: %TRUE, or %FALSE for a node the tree does not hold, one whose children
 *   are loaded already, or one as deep as a tree allows (10,000 levels)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_begin_loading        (ToggleKitTree      *self,
                                                       const char         *node);
/**
 * toggle_kit_tree_end_loading:
 * @self: a tree
 * @node: a node being read ([method@Tree.begin_loading])
 *
 * Says that the read of @node's children ended without a listing: it failed (a
 * folder the user may not read, a network share gone) or was cancelled. Unlike an
 * empty listing, this leaves @node's children not loaded, so the entries a restored
 * selection keeps under it go on waiting instead of being found gone. Its rows stop
 * showing they are busy and lose their arrow; call [method@Tree.begin_loading] again
 * to read it once more (on a retry, or when the folder changes).
 *
 * Returns: %TRUE, or %FALSE for a node that is not being read
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_end_loading          (ToggleKitTree      *self,
                                                       const char         *node);
/**
 * toggle_kit_tree_is_loading:
 * @self: a tree
 * @node: a node
 *
 * Whether @node's children are being read ([method@Tree.begin_loading]).
 *
 * Returns: %TRUE while they are; %FALSE for a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_is_loading           (ToggleKitTree      *self,
                                                       const char         *node);
/**
 * toggle_kit_tree_insert:
 * @self: a tree
 * @parent: (nullable): the new node's parent, or %NULL for the top
 * @node: the new node's identifier
 * @value: %TOGGLE_KIT_TOGGLE_STATE_ON or %TOGGLE_KIT_TOGGLE_STATE_OFF, for a node
 *   no restored entry waits for
 *
 * Adds one node, last among its parent's children; the parent is derived again.
 * %TOGGLE_KIT_TOGGLE_STATE_MIXED is refused with a critical: only parents are mixed.
 * A node a restore kept an entry for ([method@Tree.restore]) takes that entry's
 * value instead of @value, so that a file a #GFileMonitor reports created keeps
 * the user's choice.
 *
 * Returns: %TRUE, or %FALSE for an identifier the tree holds already, an unknown
 *   parent, a node deeper than 10,000 levels, or a call from a #ToggleKitTree::node-changed
 *   handler that has answered 64 changes in one emission (nothing changes)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_insert               (ToggleKitTree  *self,
                                                       const char     *parent,
                                                       const char     *node,
                                                       ToggleKitToggleState  value);
/**
 * toggle_kit_tree_remove:
 * @self: a tree
 * @node: the node to remove, with everything under it
 *
 * Removes a node and its subtree; its parent is derived again from the children
 * left. A model of [method@Tree.create_model] loses the node's row.
 *
 * Returns: %TRUE, or %FALSE for a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_remove               (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_move:
 * @self: a tree
 * @node: the node to move, with everything under it
 * @parent: (nullable): its new parent, or %NULL for the top
 * @position: where among the new parent's children (after the node is taken out),
 *   or any negative number for last; a position past the end is last
 *
 * Moves a node and its subtree; both parents are derived again. A move to where
 * the node is already changes nothing and emits nothing.
 *
 * Returns: %TRUE, or %FALSE for an unknown node or parent, a parent inside the
 *   node's own subtree, or a subtree that would end deeper than 10,000 levels
 *   (nothing changes)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_move                 (ToggleKitTree  *self,
                                                       const char     *node,
                                                       const char     *parent,
                                                       int             position);
/**
 * toggle_kit_tree_contains:
 * @self: a tree
 * @node: a node's identifier
 *
 * Whether the tree holds @node.
 *
 * Returns: %TRUE if it does
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_contains             (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_get_pending:
 * @self: a tree
 * @node: a node's identifier
 *
 * Whether @node waits for a save ([signal@Tree::commit]): it is in the subtree a
 * user's activation set while its save runs.
 *
 * Returns: %TRUE if it does; %FALSE for a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_get_pending          (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_get_value:
 * @self: a tree
 * @node: a node's identifier
 *
 * The node's value: its own for a leaf, derived from its children for a parent.
 *
 * Returns: the value; %TOGGLE_KIT_TOGGLE_STATE_OFF for a node the tree does not hold
 *   ([method@Tree.contains] tells them apart)
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitToggleState   toggle_kit_tree_get_value            (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_set_value:
 * @self: a tree
 * @node: a node's identifier
 * @value: %TOGGLE_KIT_TOGGLE_STATE_ON or %TOGGLE_KIT_TOGGLE_STATE_OFF
 *
 * Sets a node from code: a parent's whole subtree takes @value, disabled nodes
 * included. %TOGGLE_KIT_TOGGLE_STATE_MIXED is refused with a critical: a node is mixed
 * only by its children.
 *
 * Returns: %TRUE when anything changed, as [method@Store.set_value]; %FALSE when
 *   nothing did: the node had @value already, the tree does not hold it, or the set
 *   was refused
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_set_value            (ToggleKitTree  *self,
                                                       const char     *node,
                                                       ToggleKitToggleState  value);
/**
 * toggle_kit_tree_activate:
 * @self: a tree
 * @node: a node's identifier
 *
 * Activates a node as the user's: a leaf flips; a parent checks its whole
 * subtree (from off or mixed) or unchecks it (from on), going around disabled
 * nodes. Nothing happens for an unknown or disabled node.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_activate             (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_set_enabled:
 * @self: a tree
 * @node: a node's identifier
 * @enabled: whether the node takes the user's activations
 *
 * Enables or disables a node. A disabled node keeps its value when a parent
 * above it is activated, and its parent still counts it.
 *
 * Returns: %TRUE, or %FALSE for a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_set_enabled          (ToggleKitTree  *self,
                                                       const char     *node,
                                                       gboolean        enabled);
/**
 * toggle_kit_tree_get_enabled:
 * @self: a tree
 * @node: a node
 *
 * Whether @node takes user activations ([method@Tree.set_enabled]).
 *
 * Returns: %TRUE for an enabled node, %FALSE for a disabled one or one the tree
 *   does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_get_enabled          (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_get_parent:
 * @self: a tree
 * @node: a node
 *
 * The node @node was loaded or inserted under.
 *
 * Returns: (transfer full) (nullable): the parent's identifier, or %NULL for a
 *   top-level node and for a node the tree does not hold; free with g_free()
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
char            *toggle_kit_tree_get_parent           (ToggleKitTree  *self,
                                                       const char     *node);
/**
 * toggle_kit_tree_get_children:
 * @self: a tree
 * @parent: (nullable): a node, or %NULL for the top
 *
 * The children loaded under @parent, in order.
 *
 * Returns: (transfer full) (array zero-terminated=1): the children's identifiers,
 *   empty for a leaf, a node whose children are not loaded and a node the tree does
 *   not hold; free with g_strfreev()
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
char           **toggle_kit_tree_get_children         (ToggleKitTree  *self,
                                                       const char     *parent);
/**
 * toggle_kit_tree_set_section:
 * @self: a tree
 * @node: the parent whose children the rule binds
 * @mode: %GTK_SELECTION_SINGLE (at most one child on), %GTK_SELECTION_BROWSE (one
 *   child on, which a click on it keeps on) or %GTK_SELECTION_MULTIPLE (between
 *   @minimum and @maximum children on)
 * @minimum: with %GTK_SELECTION_MULTIPLE, the fewest children the user may leave on
 * @maximum: with %GTK_SELECTION_MULTIPLE, the most children the user may turn on;
 *   %G_MAXUINT for no limit
 *
 * Makes @node's children a section with a group's rule, a "choose one" inside a
 * tree: a user's activation of a child moves the others as in a #ToggleKitGroup of
 * the same mode (checking one child of a SINGLE section unchecks the one that was
 * on), and one the rule refuses changes nothing. @node is the section's "select
 * all", refused when the rule forbids the value, and an activation of a node above
 * it goes around a section whose rule forbids the value. Code setting a child on in
 * a SINGLE or BROWSE section turns its siblings off. The children's values stay as
 * they are when the rule is given: it binds changes from then on.
 * %GTK_SELECTION_MULTIPLE with 0 and %G_MAXUINT removes the rule.
 *
 * Returns: %TRUE, or %FALSE for a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_set_section          (ToggleKitTree    *self,
                                                       const char       *node,
                                                       GtkSelectionMode  mode,
                                                       guint             minimum,
                                                       guint             maximum);
/**
 * toggle_kit_tree_get_section:
 * @self: a tree
 * @node: a node
 * @minimum: (out) (optional): the fewest children on the user may leave: 0 for SINGLE, 1
 *   for BROWSE, the MULTIPLE section's minimum
 * @maximum: (out) (optional): the most children on the user may make: 1 for SINGLE and
 *   BROWSE, the MULTIPLE section's maximum, %G_MAXUINT for none
 *
 * The rule over @node's children, as [method@Tree.set_section] gave it.
 *
 * Returns: the section's mode: %GTK_SELECTION_MULTIPLE, with 0 and %G_MAXUINT, for a
 *   node with no rule and a node the tree does not hold
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkSelectionMode toggle_kit_tree_get_section          (ToggleKitTree  *self,
                                                       const char     *node,
                                                       guint          *minimum,
                                                       guint          *maximum);
/**
 * toggle_kit_tree_get_n_nodes:
 * @self: a tree
 *
 * How many nodes the tree holds.
 *
 * Returns: the number of nodes
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
guint            toggle_kit_tree_get_n_nodes          (ToggleKitTree  *self);
/**
 * toggle_kit_tree_get_selection:
 * @self: a tree
 * @included: (out) (optional) (array zero-terminated=1) (transfer full): roots of
 *   subtrees that are on
 * @excluded: (out) (optional) (array zero-terminated=1) (transfer full): roots of
 *   subtrees, inside included ones, that are off
 *
 * Reads the tree back as the fewest subtree roots, "include these, exclude
 * those", what a backup or sync app stores: a node is on when the nearest listed
 * node at or above it is included.
 *
 * While a restored selection has entries waiting for nodes not loaded yet
 * ([method@Tree.get_unplaced_selection]), the selection is the user's intent, not
 * only what is loaded: each waiting entry is in it, in its place below the node it
 * waits under ([method@Tree.set_parent_func]) and listed where its value differs
 * from the one above it, so that storing it on every change and restoring it at
 * the next start loses nothing. Entries the tree cannot place follow, as restored.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_get_selection        (ToggleKitTree   *self,
                                                       char          ***included,
                                                       char          ***excluded);
/**
 * toggle_kit_tree_restore:
 * @self: a tree
 * @included: (array zero-terminated=1) (nullable): roots of subtrees to turn on
 * @excluded: (array zero-terminated=1) (nullable): roots of subtrees, inside
 *   included ones, to leave off
 * @left_out: (out) (optional) (array zero-terminated=1) (transfer full): where to
 *   put what was left out, empty when nothing was; free it with g_strfreev()
 *
 * Puts back a selection that [method@Tree.get_selection] gave, as code: every node
 * off, then each listed subtree on or off, ancestors first, emitted as one change.
 * An exclusive section ([method@Tree.set_section]) keeps on the child holding the
 * first included node listed.
 *
 * An identifier the tree does not hold yet (a file in a folder not opened) is kept,
 * not dropped: its node takes the entry's value when it is loaded or inserted, in
 * that load's change, and [method@Tree.get_selection] lists it meanwhile. A kept
 * entry ends when its node arrives, at the next restore, at
 * [method@Tree.discard_unplaced_selection], and, with [method@Tree.set_parent_func],
 * when the node it waits under has its children loaded without it or is removed,
 * or when the user or code checks or unchecks a node above it (a disabled node, or
 * a section whose rule forbids the value, keeps the entries below it, as it keeps
 * its value). An identifier both included and excluded is excluded; a repeat is
 * taken once.
 *
 * @left_out gets what was left out, in the order listed: the identifiers found
 * gone (with a parent function: the node they would be under has its children
 * loaded without them), then the included ones an exclusive section kept off.
 *
 * Returns: %TRUE when nothing was left out
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_restore              (ToggleKitTree      *self,
                                                       const char * const *included,
                                                       const char * const *excluded,
                                                       char             ***left_out);
/**
 * toggle_kit_tree_get_unplaced_selection:
 * @self: a tree
 * @included: (out) (optional) (array zero-terminated=1) (transfer full): the
 *   included identifiers waiting for their nodes
 * @excluded: (out) (optional) (array zero-terminated=1) (transfer full): the
 *   excluded identifiers waiting for their nodes
 *
 * The entries of the last [method@Tree.restore] that wait for nodes the tree does
 * not hold yet, in the order restored.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_get_unplaced_selection (ToggleKitTree   *self,
                                                         char          ***included,
                                                         char          ***excluded);
/**
 * toggle_kit_tree_discard_unplaced_selection:
 * @self: a tree
 *
 * Ends every restored entry still waiting for its node: the app knows those nodes
 * will not come. No node's value changes and nothing is emitted;
 * [method@Tree.get_selection] then reads the nodes the tree holds alone.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_discard_unplaced_selection (ToggleKitTree *self);
/**
 * toggle_kit_tree_set_parent_func:
 * @self: a tree
 * @parent_func: (nullable) (scope notified) (closure user_data) (destroy destroy): names
 *   the node a node not loaded yet will be loaded under, or %NULL to forget the
 *   function
 * @user_data: data for @parent_func
 * @destroy: (nullable): frees @user_data when the tree lets the function go
 *
 * Tells the tree where a node it does not hold yet belongs, so that the entries of
 * a restored selection that wait for their nodes ([method@Tree.restore]) wait in
 * their place: such an entry ends when the node above it that the tree holds has
 * its children loaded without it (the node is gone), and when the user or code
 * checks or unchecks a node above it (it is superseded); [method@Tree.get_selection]
 * lists it in its place. For paths, `g_path_get_dirname()` with the root as %NULL.
 * Setting it places the waiting entries again. Each [method@Tree.restore] asks it
 * once per identifier, before the tree changes; an answer that loops, or runs
 * deeper than 10,000 levels, places nothing.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_set_parent_func      (ToggleKitTree            *self,
                                                       ToggleKitTreeParentFunc   parent_func,
                                                       gpointer                  user_data,
                                                       GDestroyNotify            destroy);
/**
 * toggle_kit_tree_set_title_func:
 * @self: a tree
 * @title_func: (nullable) (scope notified) (closure user_data) (destroy destroy): names a
 *   node's title, or %NULL for none
 * @user_data: data for @title_func
 * @destroy: (nullable): frees @user_data when the tree lets @title_func go
 *
 * Sets what the rows of [method@Tree.create_factory] made with no title property
 * show as a node's title: a file's name where the node is its URI, say
 * (g_file_get_basename(), or the display name the app's listing read). Without
 * it, or where it returns %NULL, a row shows the node's identifier. It is asked
 * on the main thread: by the factory's rows as they bind, and for the
 * [property@Item:title] of the model's items as each is made, which keeps it; set
 * it before making the model. A title that is not UTF-8 is shown made valid.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_set_title_func       (ToggleKitTree            *self,
                                                       ToggleKitTreeTitleFunc    title_func,
                                                       gpointer                  user_data,
                                                       GDestroyNotify            destroy);
/**
 * toggle_kit_tree_create_model:
 * @self: a tree
 * @children_func: (scope notified) (closure user_data) (destroy destroy): names a
 *   node's children, the first time GTK asks for them
 * @user_data: data for @children_func
 * @destroy: (nullable): frees @user_data when the model goes
 *
 * Creates a `GtkTreeListModel` over the tree's top-level nodes, its items
 * [class@Item]s naming the nodes (their "string" property is the identifier, as a
 * `GtkStringObject`'s, and their title is [method@Tree.set_title_func]'s). GTK asks for a node's
 * children as it makes the node's row (to know whether it has an arrow): the
 * first time, @children_func is called and they are loaded into the tree, taking
 * the node's value; after that the tree answers, and @children_func is not
 * called again for that node. The model follows the tree's shape: an insert, a
 * removal, a move or a load shows in it. A node @children_func named no children
 * of gains its arrow when children arrive later, by [method@Tree.load_children]
 * from the app's own asynchronous read (g_file_enumerate_children_async()'s
 * callback, say) or by [method@Tree.insert], and a node that loses its last child
 * loses its arrow. GTK decides a row's arrow once, so that node's row is made
 * again: it comes back collapsed (expanded if the model autoexpands), and a
 * selection model or the keyboard focus on that row lets go of it.
 *
 * Give it to a `GtkListView`, in a `GtkNoSelection`, with the rows of
 * [method@Tree.create_factory] and "string" as their item property.
 *
 * Returns: (transfer full): a new model
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkTreeListModel *toggle_kit_tree_create_model        (ToggleKitTree             *self,
                                                       ToggleKitTreeChildrenFunc  children_func,
                                                       gpointer                   user_data,
                                                       GDestroyNotify             destroy);
/**
 * toggle_kit_tree_create_factory:
 * @self: a tree
 * @look: the look of the rows' toggles
 * @item_property: the name of the string property of a row's item (the
 *   `GtkTreeListRow`'s item) that names its node: "string" for the items of
 *   [method@Tree.create_model]
 * @title_property: (nullable): the name of the items' string property shown as a
 *   row's title, or %NULL for the title [method@Tree.set_title_func] names (the
 *   node's identifier without one)
 *
 * Creates the list item factory whose rows show the tree's nodes, each a
 * `GtkTreeExpander` (GTK's arrow, indentation and its +, - and * keys) around a
 * toggle: a parent shows mixed when its children are, and a click or Space
 * activates the node, after which every row on screen shows its node's value.
 *
 * Returns: (transfer full): a new factory
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GtkListItemFactory *toggle_kit_tree_create_factory    (ToggleKitTree  *self,
                                                       ToggleKitLook   look,
                                                       const char     *item_property,
                                                       const char     *title_property);

/**
 * toggle_kit_tree_bind_button:
 * @self: a tree
 * @button: a toggle the app made for a row of its own, in no #ToggleKitGroup
 * @node: the node @button is to show
 *
 * Makes @button show @node, as the rows of [method@Tree.create_factory] do, for
 * an app that builds its own rows (around a `GtkTreeExpander` of its own) with a
 * `GtkSignalListItemFactory`: call it from the factory's `bind` handler, and
 * [method@Tree.unbind_button] from its `unbind` handler. @button shows the node's
 * value at once (mixed for a parent whose children are), with no animation and no
 * signal, and a click activates the node: a parent checks or unchecks its
 * subtree, and every row showing a node above or below it follows. Binding it
 * again to another node, or to a store, moves it there. @button holds a reference
 * to @self while it shows one of its nodes.
 *
 * A toggle in a #ToggleKitGroup shows its group's value: it is refused with a
 * critical, and a row that joins a group stops showing its node and lets go of @self.
 * Moving to another node notifies [property@Button:active] and [property@Button:value]
 * when they change, with no `toggled`.
 *
 * Returns: %TRUE, or %FALSE for a node the tree does not hold: @button then shows
 *   no node, off and insensitive, as a factory's row given no node
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gboolean         toggle_kit_tree_bind_button          (ToggleKitTree   *self,
                                                       ToggleKitButton *button,
                                                       const char      *node);
/**
 * toggle_kit_tree_unbind_button:
 * @self: a tree
 * @button: a toggle
 *
 * Stops @button showing a node of @self: it keeps its look and value and is a plain
 * toggle again, and lets go of its reference to @self. A row that ToggleKit had made
 * insensitive (a disabled node, an unknown one) is made sensitive again; a sensitivity
 * the app or an action set is left. A toggle bound to another store or tree is left as
 * it is.
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
void             toggle_kit_tree_unbind_button        (ToggleKitTree   *self,
                                                       ToggleKitButton *button);

/* ToggleKitItem ---------------------------------------------------------- */

#define TOGGLE_KIT_TYPE_ITEM (toggle_kit_item_get_type ())
TOGGLE_KIT_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE (ToggleKitItem, toggle_kit_item, TOGGLE_KIT, ITEM, GObject)

/**
 * ToggleKitItem:
 *
 * One item of a [class@Store] or one node of a [class@Tree], as the item of a list
 * model: what the row of a template binds its toggle's [property@Button:item] to,
 * with no code, since a template reaches only the list item's item, never the store
 * or tree itself. [method@Tree.create_model] makes the items of a tree's rows, and
 * [method@Store.map_model] those of a store's rows over the app's own model.
 *
 * An item names an identifier, never a value, and never changes, as a
 * `GtkStringObject`; it holds its store or tree.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:store:
 *
 * The store whose item this is, or %NULL for a tree's node.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:tree:
 *
 * The tree whose node this is, or %NULL for a store's item.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:id:
 *
 * The item's or node's identifier.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:string:
 *
 * The identifier again, under the name `GtkStringObject` gives it, so that a
 * factory made with "string" as its item property reads these items as it read
 * a `GtkStringList`'s.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:title:
 *
 * What a row shows: a tree node's [method@Tree.set_title_func] title, a store item's
 * title property (see [method@Store.map_model]), or else the identifier; read as
 * the item is made.
 *
 * Since: 1.0
 */

/**
 * ToggleKitItem:model-item:
 *
 * The app's model item a store's item stands for (see [method@Store.map_model]),
 * for a template that shows more of it; %NULL for a tree's node.
 *
 * Since: 1.0
 */

/**
 * toggle_kit_item_get_id:
 * @self: an item
 *
 * The identifier of the store item or tree node @self names.
 *
 * Returns: (transfer none): the identifier, kept for the item's life
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
const char      *toggle_kit_item_get_id               (ToggleKitItem *self);
/**
 * toggle_kit_item_get_title:
 * @self: an item
 *
 * The title a row of @self shows ([property@Item:title]).
 *
 * Returns: (transfer none): the title, kept for the item's life
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
const char      *toggle_kit_item_get_title            (ToggleKitItem *self);
/**
 * toggle_kit_item_get_store:
 * @self: an item
 *
 * The store whose item @self names.
 *
 * Returns: (transfer none) (nullable): the store, or %NULL for a tree's node
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitStore  *toggle_kit_item_get_store            (ToggleKitItem *self);
/**
 * toggle_kit_item_get_tree:
 * @self: an item
 *
 * The tree whose node @self names.
 *
 * Returns: (transfer none) (nullable): the tree, or %NULL for a store's item
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
ToggleKitTree   *toggle_kit_item_get_tree             (ToggleKitItem *self);
/**
 * toggle_kit_item_get_model_item:
 * @self: an item
 *
 * The app's model item a store's item stands for ([property@Item:model-item]).
 *
 * Returns: (transfer none) (nullable) (type GObject): the app's model item, or %NULL
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
gpointer         toggle_kit_item_get_model_item       (ToggleKitItem *self);

/**
 * toggle_kit_store_map_model:
 * @self: a store
 * @model: the app's model of the store's items, the one its rows show
 * @item_property: the name of the string property of @model's items that names
 *   their store item ("string" for a `GtkStringList`)
 * @title_property: (nullable): the name of their string property that gives a row's
 *   title, or %NULL for the identifier
 *
 * Creates a model of @model's items as [class@Item]s of @self, one for each, in
 * step with @model: the model of a list whose rows are a template, binding their
 * toggle's [property@Button:item] to the list item's item and their label to its
 * [property@Item:title]. Give it to the `GtkListView` (in a selection model) in place
 * of @model. A store that follows no model follows @model from now on, as
 * [method@Store.follow_model] does, so the two never disagree on which items exist.
 * Titles are read as each item is made: a template that must follow a renamed item
 * binds its label through [property@Item:model-item] instead.
 *
 * Its item type is [class@Item]; each item is made when first asked for and is the
 * same object for as long as anyone holds it.
 *
 * Returns: (transfer full): a new model of [class@Item]s
 *
 * Since: 1.0
 */
TOGGLE_KIT_AVAILABLE_IN_1_0
GListModel      *toggle_kit_store_map_model           (ToggleKitStore *self,
                                                       GListModel     *model,
                                                       const char     *item_property,
                                                       const char     *title_property);

G_END_DECLS

#endif /* TOGGLE_KIT_H */
