/* A C client of the installed Debian packages (debian/tests/c-client, autopkgtest), built with
 * pkg-config --cflags --libs togglekit-gtk-1 from libtogglekit-gtk-1-dev. */
#include <togglekit.h>

int
main (void)
{
  gtk_init ();
  toggle_kit_init ();
  GtkWidget *check = toggle_kit_check_button_new_with_label ("Backup");
  g_object_ref_sink (check);
  g_signal_emit_by_name (check, "activate");
  gboolean on = toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (check));
  g_print ("%s: C %u.%u.%u\n", on ? "ok" : "not ok", toggle_kit_get_major_version (),
           toggle_kit_get_minor_version (), toggle_kit_get_micro_version ());
  g_object_unref (check);
  return on ? 0 : 1;
}
