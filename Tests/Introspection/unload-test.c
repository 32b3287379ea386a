/* A library that registered GTypes must stay loaded after dlclose (): GObject keeps its
 * types, with pointers into the library's code, for the life of the process. Linked with
 * -z nodelete, the library ignores the dlclose (), as libgobject itself does; without it, the
 * next object of one of its types runs unmapped code. Usage: unload-test PATH-OF-THE-LIBRARY.
 * The program does not link the library: it opens it as a plugin loader (libpeas,
 * g_module_open) would. */
#include <dlfcn.h>
#include <gtk/gtk.h>

int
main (int argc, char **argv)
{
  if (argc != 2)
    return 2;
  gtk_init ();
  void *library = dlopen (argv[1], RTLD_NOW | RTLD_LOCAL);
  if (library == NULL)
    {
      g_printerr ("%s\n", dlerror ());
      return 1;
    }
  void (*init) (void) = (void (*) (void)) dlsym (library, "toggle_kit_init");
  if (init == NULL)
    return 1;
  init ();
  GType group_type = g_type_from_name ("ToggleKitGroup");
  GObject *group = g_object_new (group_type, NULL);
  g_object_unref (group);
  /* Idles the object left behind run now, while the library is surely there. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  dlclose (library);

  group = g_object_new (g_type_from_name ("ToggleKitGroup"), NULL);
  GtkWidget *toggle = g_object_ref_sink (g_object_new (g_type_from_name ("ToggleKitSwitch"), NULL));
  gboolean ok = G_OBJECT_TYPE (group) == group_type && GTK_IS_WIDGET (toggle);
  g_object_unref (toggle);
  g_object_unref (group);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_print ("%s: ToggleKitGroup and ToggleKitSwitch objects made after dlclose () of the library\n",
           ok ? "ok" : "not ok");
  return ok ? 0 : 1;
}
