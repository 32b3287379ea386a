/* A backup chooser in C: the folders under FOLDER as a tree of checkboxes, each folder read
 * with g_file_enumerate_children_async() the first time its row is shown, and the user's
 * choice ("back up these, except those") kept in STATE, a GKeyFile, across restarts.
 *
 *   cc -o backup-chooser backup-chooser.c $(pkg-config --cflags --libs togglekit-gtk-1)
 *   ./backup-chooser [FOLDER] [STATE]
 *
 * FOLDER defaults to your home folder; STATE to backup-selection.ini in your config folder.
 * TOGGLEKIT_EXAMPLE_READ_DELAY_MS delays each read, to watch a folder's row show it is busy.
 * It prints "ready", "read: NAME (N)" as each listing comes and "selection: ..." as it saves,
 * which the end-to-end test reads (Tests/Introspection/examples-e2e.sh).
 *
 * Nodes are URIs (g_file_get_uri()): a path is in the file system's encoding, which need not
 * be UTF-8, and ToggleKit takes only UTF-8 identifiers. A restored selection names folders
 * that are not read yet; the tree keeps those entries until their folders arrive. */
#include <stdio.h>
#include <stdlib.h>
#include <togglekit.h>

#define ATTRIBUTES "standard::name,standard::display-name,standard::type"
#define BATCH 200

typedef struct
{
  ToggleKitTree *tree;
  char          *root_uri;
  char          *state;
  guint          delay;
  GHashTable    *titles;   /* URI -> display name */
  GHashTable    *folders;  /* URIs of folders */
  GCancellable  *cancellable;
  guint          save_source;
} Chooser;

typedef struct
{
  Chooser   *chooser;
  char      *uri;
  GPtrArray *listing;      /* URIs, NULL-terminated when loaded */
} Read;

static void
say (const char *text)
{
  printf ("%s\n", text);
  fflush (stdout);
}

static const char *
name_of (Chooser *chooser, const char *uri, char **owned)
{
  const char *title = g_hash_table_lookup (chooser->titles, uri);
  if (title != NULL)
    return title;
  /* A restored entry's folder may not be read yet: its name comes from its URI. */
  GFile *file = g_file_new_for_uri (uri);
  *owned = g_file_get_basename (file);
  g_object_unref (file);
  return *owned;
}

static char *
names (Chooser *chooser, char **uris)
{
  GString *text = g_string_new (NULL);
  for (guint i = 0; uris != NULL && uris[i] != NULL; i++)
    {
      char *owned = NULL;
      g_string_append_printf (text, "%s%s", i > 0 ? "," : "", name_of (chooser, uris[i], &owned));
      g_free (owned);
    }
  return g_string_free (text, FALSE);
}

static gboolean
save (gpointer data)
{
  Chooser *chooser = data;
  char **included = NULL, **excluded = NULL;
  chooser->save_source = 0;
  toggle_kit_tree_get_selection (chooser->tree, &included, &excluded);
  GKeyFile *file = g_key_file_new ();
  g_key_file_set_string_list (file, "selection", "included", (const char *const *) included,
                              g_strv_length (included));
  g_key_file_set_string_list (file, "selection", "excluded", (const char *const *) excluded,
                              g_strv_length (excluded));
  char *folder = g_path_get_dirname (chooser->state);
  g_mkdir_with_parents (folder, 0700);
  GError *error = NULL;
  if (!g_key_file_save_to_file (file, chooser->state, &error))
    {
      g_printerr ("cannot save %s: %s\n", chooser->state, error->message);
      g_error_free (error);
    }
  char *in = names (chooser, included), *out = names (chooser, excluded);
  char *line = g_strdup_printf ("selection: included=%s excluded=%s", in, out);
  say (line);
  g_free (line);
  g_free (in);
  g_free (out);
  g_free (folder);
  g_key_file_free (file);
  g_strfreev (included);
  g_strfreev (excluded);
  return G_SOURCE_REMOVE;
}

/* One write per main-loop turn, however many nodes a click moved. */
static void
node_changed (G_GNUC_UNUSED ToggleKitTree *tree, G_GNUC_UNUSED const char *node,
              G_GNUC_UNUSED ToggleKitToggleState value, G_GNUC_UNUSED gboolean by_user,
              gpointer data)
{
  Chooser *chooser = data;
  if (chooser->save_source == 0)
    chooser->save_source = g_idle_add (save, chooser);
}

static void
restore (Chooser *chooser)
{
  GKeyFile *file = g_key_file_new ();
  if (g_key_file_load_from_file (file, chooser->state, G_KEY_FILE_NONE, NULL))
    {
      char **included = g_key_file_get_string_list (file, "selection", "included", NULL, NULL);
      char **excluded = g_key_file_get_string_list (file, "selection", "excluded", NULL, NULL);
      char **gone = NULL;
      toggle_kit_tree_restore (chooser->tree, (const char *const *) included,
                               (const char *const *) excluded, &gone);
      for (guint i = 0; gone[i] != NULL; i++)
        {
          char *line = g_strdup_printf ("gone: %s", gone[i]);
          say (line);
          g_free (line);
        }
      g_strfreev (gone);
      g_strfreev (included);
      g_strfreev (excluded);
    }
  g_key_file_free (file);
}

/* Where a restored entry belongs: its folder's URI; the root is the top. */
static char *
parent_of (const char *uri, gpointer data)
{
  Chooser *chooser = data;
  if (g_str_equal (uri, chooser->root_uri))
    return NULL;
  GFile *file = g_file_new_for_uri (uri);
  GFile *parent = g_file_get_parent (file);
  char *parent_uri = parent != NULL ? g_file_get_uri (parent) : NULL;
  g_clear_object (&parent);
  g_object_unref (file);
  return parent_uri;
}

static char *
title_of (const char *uri, gpointer data)
{
  Chooser *chooser = data;
  return g_strdup (g_hash_table_lookup (chooser->titles, uri));
}

/* Reading folders ------------------------------------------------------------------------ */

static void
read_free (Read *read)
{
  g_free (read->uri);
  g_ptr_array_unref (read->listing);
  g_free (read);
}

static int
compare_children (gconstpointer a, gconstpointer b, gpointer data)
{
  Chooser *chooser = data;
  const char *first = *(const char **) a, *second = *(const char **) b;
  gboolean first_folder = g_hash_table_contains (chooser->folders, first);
  gboolean second_folder = g_hash_table_contains (chooser->folders, second);
  if (first_folder != second_folder)
    return first_folder ? -1 : 1;
  return g_utf8_collate (g_hash_table_lookup (chooser->titles, first),
                         g_hash_table_lookup (chooser->titles, second));
}

/* The whole listing in one call: it ends the read (an empty one leaves a leaf), and restored
 * entries under the folder that it does not bring are found gone. */
static void
loaded (Read *read)
{
  Chooser *chooser = read->chooser;
  g_ptr_array_sort_with_data (read->listing, compare_children, chooser);
  g_ptr_array_add (read->listing, NULL);
  toggle_kit_tree_load_children (chooser->tree, read->uri, (const char *const *) read->listing->pdata);
  char *line = g_strdup_printf ("read: %s (%u)", (char *) g_hash_table_lookup (chooser->titles, read->uri),
                                read->listing->len - 1);
  say (line);
  g_free (line);
  read_free (read);
}

/* The folder stays unread, so the user's choices inside it wait for a later read; never a
 * partial listing, which would end them. */
static void
failed (Read *read, GError *error)
{
  if (toggle_kit_tree_contains (read->chooser->tree, read->uri))
    toggle_kit_tree_end_loading (read->chooser->tree, read->uri);
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_printerr ("unreadable: %s: %s\n", read->uri, error->message);
  g_error_free (error);
  read_free (read);
}

static void
next_files (GObject *source, GAsyncResult *result, gpointer data)
{
  GFileEnumerator *enumerator = G_FILE_ENUMERATOR (source);
  Read *read = data;
  GError *error = NULL;
  GList *infos = g_file_enumerator_next_files_finish (enumerator, result, &error);
  if (error != NULL)
    {
      g_file_enumerator_close_async (enumerator, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
      failed (read, error);
      return;
    }
  for (GList *each = infos; each != NULL; each = each->next)
    {
      GFileInfo *info = each->data;
      GFile *child = g_file_enumerator_get_child (enumerator, info);
      char *uri = g_file_get_uri (child);
      g_hash_table_replace (read->chooser->titles, g_strdup (uri),
                            g_strdup (g_file_info_get_display_name (info)));
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        g_hash_table_add (read->chooser->folders, g_strdup (uri));
      g_ptr_array_add (read->listing, uri);
      g_object_unref (child);
    }
  if (infos != NULL)
    {
      g_list_free_full (infos, g_object_unref);
      g_file_enumerator_next_files_async (enumerator, BATCH, G_PRIORITY_DEFAULT,
                                          read->chooser->cancellable, next_files, read);
      return;
    }
  g_file_enumerator_close_async (enumerator, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
  loaded (read);
}

static void
enumerated (GObject *source, GAsyncResult *result, gpointer data)
{
  Read *read = data;
  GError *error = NULL;
  GFileEnumerator *enumerator = g_file_enumerate_children_finish (G_FILE (source), result, &error);
  if (enumerator == NULL)
    {
      failed (read, error);
      return;
    }
  g_file_enumerator_next_files_async (enumerator, BATCH, G_PRIORITY_DEFAULT,
                                      read->chooser->cancellable, next_files, read);
  g_object_unref (enumerator);
}

static gboolean
start_read (gpointer data)
{
  Read *read = data;
  GFile *folder = g_file_new_for_uri (read->uri);
  /* A link to a folder above would make the tree endless: links are listed, never followed. */
  g_file_enumerate_children_async (folder, ATTRIBUTES, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                   G_PRIORITY_DEFAULT, read->chooser->cancellable, enumerated, read);
  g_object_unref (folder);
  return G_SOURCE_REMOVE;
}

/* The tree model asks once per node; a folder is read asynchronously. */
static char **
children (const char *uri, gpointer data)
{
  Chooser *chooser = data;
  if (!g_hash_table_contains (chooser->folders, uri))
    return NULL; /* a file: a leaf */
  toggle_kit_tree_begin_loading (chooser->tree, uri);
  Read *read = g_new0 (Read, 1);
  read->chooser = chooser;
  read->uri = g_strdup (uri);
  read->listing = g_ptr_array_new_with_free_func (g_free);
  if (chooser->delay > 0)
    g_timeout_add (chooser->delay, start_read, read);
  else
    start_read (read);
  return NULL; /* its listing comes through toggle_kit_tree_load_children() */
}

/* The window ------------------------------------------------------------------------------- */

static void
activate (GtkApplication *app, gpointer data)
{
  Chooser *chooser = data;
  GtkTreeListModel *model = toggle_kit_tree_create_model (chooser->tree, children, chooser, NULL);
  GtkListItemFactory *factory = toggle_kit_tree_create_factory (chooser->tree, TOGGLE_KIT_LOOK_CHECKBOX,
                                                                "string", NULL);
  GtkWidget *view = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (model)))),
                                       factory);
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Backup chooser");
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 480);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  GtkTreeListRow *root = gtk_tree_list_model_get_row (model, 0);
  gtk_tree_list_row_set_expanded (root, TRUE); /* the folder chosen opens at once */
  g_object_unref (root);
  g_object_unref (model);
  gtk_window_present (GTK_WINDOW (window));
  say ("ready");
}

/* The last change is written before the app goes, not left to an idle that never runs. */
static void
on_shutdown (G_GNUC_UNUSED GtkApplication *app, gpointer data)
{
  Chooser *chooser = data;
  g_cancellable_cancel (chooser->cancellable);
  if (chooser->save_source != 0)
    {
      g_source_remove (chooser->save_source);
      save (chooser);
    }
}

int
main (int argc, char **argv)
{
  g_set_prgname ("backup-chooser");
  gtk_init ();
  toggle_kit_init ();
  const char *folder = argc > 1 ? argv[1] : g_get_home_dir ();
  char *state = argc > 2 ? g_strdup (argv[2])
                         : g_build_filename (g_get_user_config_dir (), "togglekit-example",
                                             "backup-selection.ini", NULL);
  Chooser chooser = { 0 };
  const char *delay = g_getenv ("TOGGLEKIT_EXAMPLE_READ_DELAY_MS");
  chooser.delay = delay != NULL ? (guint) atoi (delay) : 0;
  chooser.state = state;
  chooser.titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  chooser.folders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  chooser.cancellable = g_cancellable_new ();
  GFile *root = g_file_new_for_path (folder);
  chooser.root_uri = g_file_get_uri (root);
  g_object_unref (root);
  g_hash_table_replace (chooser.titles, g_strdup (chooser.root_uri), g_filename_display_basename (folder));
  g_hash_table_add (chooser.folders, g_strdup (chooser.root_uri));

  chooser.tree = toggle_kit_tree_new ();
  toggle_kit_tree_set_title_func (chooser.tree, title_of, &chooser, NULL);
  toggle_kit_tree_set_parent_func (chooser.tree, parent_of, &chooser, NULL);
  toggle_kit_tree_load_children (chooser.tree, NULL, (const char *[]) { chooser.root_uri, NULL });
  /* Every change is saved, the restore's own included: what is written back before the
   * folders are read must still hold the user's exclusions. */
  g_signal_connect (chooser.tree, "node-changed", G_CALLBACK (node_changed), &chooser);
  restore (&chooser);

  GtkApplication *app = gtk_application_new ("dev.togglekit.BackupChooserC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), &chooser);
  g_signal_connect (app, "shutdown", G_CALLBACK (on_shutdown), &chooser);
  int status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  g_object_unref (chooser.tree);
  g_object_unref (chooser.cancellable);
  g_hash_table_unref (chooser.titles);
  g_hash_table_unref (chooser.folders);
  g_free (chooser.root_uri);
  g_free (state);
  return status;
}
