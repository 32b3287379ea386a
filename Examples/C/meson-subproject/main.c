/* A window with a switch from a .ui file and a group of radio buttons from code, the C way:
 * toggle_kit_init () first, then GtkBuilder names ToggleKit's types.
 * `toggle-demo --check` builds the window, prints what it holds and exits, for tests. */
#include <togglekit.h>

static const char *ui =
  "<interface><object class=\"GtkBox\" id=\"box\"><property name=\"orientation\">vertical</property>"
  "<child><object class=\"ToggleKitSwitch\" id=\"wifi\"><property name=\"label\">Wi-Fi</property>"
  "<property name=\"active\">True</property></object></child></object></interface>";

static void
on_toggled_by_user (ToggleKitButton *button, gpointer user_data)
{
  (void) user_data;
  g_print ("%s: %s\n", toggle_kit_button_get_label (button),
           toggle_kit_button_get_active (button) ? "on" : "off");
}

static GtkWidget *
build (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_string (ui, -1);
  GtkWidget *box = GTK_WIDGET (gtk_builder_get_object (builder, "box"));
  g_object_ref (box);
  g_signal_connect (gtk_builder_get_object (builder, "wifi"), "toggled-by-user",
                    G_CALLBACK (on_toggled_by_user), NULL);
  ToggleKitGroup *group = toggle_kit_group_new (GTK_SELECTION_BROWSE);
  const char *names[] = { "Left", "Center", "Right" };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *radio = toggle_kit_radio_button_new_with_label (names[i]);
      toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (radio));
      gtk_box_append (GTK_BOX (box), radio);
    }
  g_object_unref (group); /* the members hold it */
  return box;
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  (void) user_data;
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = build ();
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_object_unref (box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  toggle_kit_init ();
  if (argc > 1 && g_str_equal (argv[1], "--check"))
    {
      gtk_init ();
      GtkWidget *box = g_object_ref_sink (build ());
      int members = 0;
      for (GtkWidget *child = gtk_widget_get_first_child (box); child; child = gtk_widget_get_next_sibling (child))
        members++;
      GtkWidget *wifi = gtk_widget_get_first_child (box);
      g_print ("ToggleKit %u.%u.%u: %s %s, %d toggles\n", toggle_kit_get_major_version (),
               toggle_kit_get_minor_version (), toggle_kit_get_micro_version (),
               toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (wifi)),
               toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (wifi)) ? "on" : "off", members);
      g_object_unref (box);
      return 0;
    }
  g_autoptr (GtkApplication) app = gtk_application_new ("org.example.ToggleDemo", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
