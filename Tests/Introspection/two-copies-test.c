/* Two copies of ToggleKit in one process. The program links the library (the
 * first copy, which registers the types) and then loads a second copy of the same file from
 * another path, as a Swift app that also loads libtogglekit-gtk-1 for a plugin would hold
 * two. The second copy must say why in exactly one critical, naming the clash and both
 * files, register nothing, and return at once from every entry point, while the first copy
 * keeps working. Usage: two-copies-test PATH-OF-A-COPY-OF-THE-LIBRARY */
#include <dlfcn.h>
#include <string.h>
#include <togglekit.h>

static guint criticals;
static guint others;
static char *refusal;

static void
count_message (const char *domain, GLogLevelFlags level, const char *message, G_GNUC_UNUSED gpointer data)
{
  if (g_strcmp0 (domain, "ToggleKit") == 0 && (level & G_LOG_LEVEL_CRITICAL))
    {
      criticals++;
      g_free (refusal);
      refusal = g_strdup (message);
    }
  else if (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_ERROR))
    {
      others++;
      g_printerr ("unexpected: %s: %s\n", domain, message);
    }
}

static gboolean failed;

static void
expect (gboolean ok, const char *what)
{
  g_print ("%s: %s\n", ok ? "ok" : "not ok", what);
  if (!ok)
    failed = TRUE;
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    return 2;
  /* The messages are counted here, so none may abort (G_DEBUG=fatal-warnings). */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  g_log_set_default_handler (count_message, NULL);
  g_log_set_handler ("ToggleKit", G_LOG_LEVEL_MASK, count_message, NULL);

  gtk_init ();
  toggle_kit_init ();
  GType first_switch = TOGGLE_KIT_TYPE_SWITCH;
  expect (criticals == 0 && first_switch != 0, "the linked copy registers its types quietly");

  void *copy = dlopen (argv[1], RTLD_NOW | RTLD_LOCAL);
  expect (copy != NULL, "a second copy loads from another path");
  if (copy == NULL)
    {
      g_printerr ("%s\n", dlerror ());
      return 1;
    }
  void (*copy_init) (void) = (void (*) (void)) dlsym (copy, "toggle_kit_init");
  expect (copy_init != (void (*) (void)) toggle_kit_init, "it is a copy, not the same library");
  expect (criticals == 1, "loading it gives one critical");
  expect (refusal != NULL && strstr (refusal, "ToggleKitButton") != NULL &&
              strstr (refusal, argv[1]) != NULL && strstr (refusal, "another copy of ToggleKit") != NULL,
          "the critical names the clash, the copy's file and the first copy");
  if (refusal != NULL)
    g_print ("  (%s)\n", refusal);

  GType (*copy_switch_type) (void) = (GType (*) (void)) dlsym (copy, "toggle_kit_switch_get_type");
  GType (*copy_state_type) (void) = (GType (*) (void)) dlsym (copy, "toggle_kit_toggle_state_get_type");
  GtkWidget *(*copy_switch_new) (void) = (GtkWidget * (*) (void)) dlsym (copy, "toggle_kit_switch_new");
  ToggleKitGroup *(*copy_group_new) (GtkSelectionMode) =
      (ToggleKitGroup * (*) (GtkSelectionMode)) dlsym (copy, "toggle_kit_group_new");
  void (*copy_set_active) (ToggleKitButton *, gboolean) =
      (void (*) (ToggleKitButton *, gboolean)) dlsym (copy, "toggle_kit_button_set_active");
  gboolean (*copy_get_active) (ToggleKitButton *) =
      (gboolean (*) (ToggleKitButton *)) dlsym (copy, "toggle_kit_button_get_active");
  expect (copy_switch_type && copy_state_type && copy_switch_new && copy_group_new && copy_set_active &&
              copy_get_active,
          "the copy exports the API");
  if (failed)
    return 1;

  copy_init ();
  expect (copy_switch_type () == G_TYPE_INVALID && copy_state_type () == G_TYPE_INVALID,
          "the copy's get_type functions return G_TYPE_INVALID, for classes and enums alike");
  expect (copy_switch_new () == NULL && copy_group_new (GTK_SELECTION_SINGLE) == NULL,
          "the copy's constructors return NULL");

  GtkWidget *wifi = toggle_kit_switch_new_with_label ("Wi-Fi");
  g_object_ref_sink (wifi);
  copy_set_active (TOGGLE_KIT_BUTTON (wifi), TRUE);
  expect (!toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (wifi)) && !copy_get_active (TOGGLE_KIT_BUTTON (wifi)),
          "the copy's calls on the first copy's toggle do nothing");
  expect (criticals == 1 && others == 0, "none of those calls adds a message");

  toggle_kit_button_set_active (TOGGLE_KIT_BUTTON (wifi), TRUE);
  ToggleKitGroup *group = toggle_kit_group_new (GTK_SELECTION_SINGLE);
  expect (G_OBJECT_TYPE (wifi) == first_switch && toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (wifi)) &&
              TOGGLE_KIT_IS_GROUP (group) && g_type_from_name ("ToggleKitSwitch") == first_switch,
          "the first copy keeps working, and owns the names");
  g_object_unref (group);
  g_object_unref (wifi);
  g_free (refusal);
  return failed || others != 0 ? 1 : 0;
}
