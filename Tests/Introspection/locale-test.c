/* The library speaks the user's language from the catalogs installed with it. A switch
 * labelled WLAN whose change the app refuses announces the rollback; the program stands in
 * for GTK's gtk_accessible_announce () (exported, it is the definition the library's call and
 * its run-time lookup on GTK 4.8 find first) to hear the phrase, and compares it with the
 * expected one. Also: the library bound its domain to the install's locale folder, and left
 * the app's own text domain alone.
 * Usage: locale-test LOCALEDIR EXPECTED-ANNOUNCEMENT, run in the user's locale (LANGUAGE,
 * LANG). */
#include <libintl.h>
#include <locale.h>
#include <string.h>
#include <togglekit.h>

static char *announced;

#if GTK_CHECK_VERSION(4, 14, 0)
G_MODULE_EXPORT void
gtk_accessible_announce (GtkAccessible *accessible, const char *message,
                         GtkAccessibleAnnouncementPriority priority)
#else
G_MODULE_EXPORT void gtk_accessible_announce (GtkAccessible *accessible, const char *message, int priority);
G_MODULE_EXPORT void
gtk_accessible_announce (GtkAccessible *accessible, const char *message, int priority)
#endif
{
  (void) accessible;
  (void) priority;
  g_free (announced);
  announced = g_strdup (message);
}

static gboolean
refuse (ToggleKitButton *button, ToggleKitCommit *commit, gpointer data)
{
  (void) button;
  (void) data;
  toggle_kit_commit_fail (commit, "refused");
  return TRUE;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    return 2;
  setlocale (LC_ALL, "");
  gtk_init ();
  toggle_kit_init ();
  gboolean failed = FALSE;

  const char *bound = bindtextdomain ("togglekit-gtk-1", NULL);
  gboolean ok = g_strcmp0 (bound, argv[1]) == 0;
  g_print ("%s: the library bound togglekit-gtk-1 to %s (expected %s)\n", ok ? "ok" : "not ok", bound, argv[1]);
  failed |= !ok;
  ok = g_strcmp0 (textdomain (NULL), "messages") == 0;
  g_print ("%s: the app's text domain is still its own (%s)\n", ok ? "ok" : "not ok", textdomain (NULL));
  failed |= !ok;

  GtkWidget *wifi = g_object_ref_sink (toggle_kit_switch_new_with_label ("WLAN"));
  g_signal_connect (wifi, "commit", G_CALLBACK (refuse), NULL);
  toggle_kit_button_set_commit_policy (TOGGLE_KIT_BUTTON (wifi), TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC);
  gtk_widget_activate (wifi);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (announced == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  ok = g_strcmp0 (announced, argv[2]) == 0;
  g_print ("%s: announced \"%s\" (expected \"%s\")\n", ok ? "ok" : "not ok", announced, argv[2]);
  failed |= !ok;
  g_object_unref (wifi);
  g_free (announced);
  return failed ? 1 : 0;
}
