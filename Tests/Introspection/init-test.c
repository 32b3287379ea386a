/* toggle_kit_init () is the first call, and the only one a program that names
 * ToggleKit's types only in a .ui file makes. Built with --as-needed (meson's default), the
 * call is what puts the library in the program's DT_NEEDED; run.sh checks that with readelf
 * and runs this. */
#include <togglekit.h>

static const char *ui =
    "<interface><object class=\"ToggleKitSwitch\" id=\"wifi\">"
    "<property name=\"label\">Wi-Fi</property><property name=\"active\">True</property>"
    "</object></interface>";

int
main (void)
{
  gtk_init ();
  toggle_kit_init ();
  toggle_kit_init (); /* any number of times */
  GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
  GObject *wifi = gtk_builder_get_object (builder, "wifi");
  /* By name only: a TOGGLE_KIT_IS_SWITCH check would itself link the library. */
  GType type = g_type_from_name ("ToggleKitSwitch");
  /* Every type the library declares: widgets, objects and enumerations. */
  static const char *names[] = {
    "ToggleKitButton", "ToggleKitToggleButton", "ToggleKitCheckButton", "ToggleKitRadioButton",
    "ToggleKitSwitch", "ToggleKitGroup", "ToggleKitCommit", "ToggleKitStore", "ToggleKitTree",
    "ToggleKitLook", "ToggleKitToggleState", "ToggleKitCommitFailure", "ToggleKitCommitPolicy",
  };
  gboolean registered = TRUE;
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_type_from_name (names[i]) == 0)
      {
        g_printerr ("not registered: %s\n", names[i]);
        registered = FALSE;
      }
  gboolean active = FALSE;
  if (wifi != NULL)
    g_object_get (wifi, "active", &active, NULL);
  int status = (registered && type != 0 && wifi != NULL && G_OBJECT_TYPE (wifi) == type && active) ? 0 : 1;
  g_print ("%s: the 13 types are registered and a .ui file names ToggleKitSwitch after toggle_kit_init ()\n", status == 0 ? "ok" : "not ok");
  g_object_unref (builder);
  return status;
}
