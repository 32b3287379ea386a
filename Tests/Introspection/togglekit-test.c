/* The C API through the installed library, header and .pc: built with
 * `cc $(pkg-config --cflags --libs togglekit-gtk-1)`, run under Xvfb with
 * G_DEBUG=fatal-warnings; every critical a test provokes is expected by name. */
#include <togglekit.h>
#include <string.h>

typedef struct {
  int toggled;
  int toggled_by_user;
  int notify_active;
  int commits;
  int failures;
  ToggleKitCommitFailure failure_reason;
  char *failure_message;
  GError *failure_error;
  ToggleKitCommit *kept;
  gboolean answer_inside;
} Counts;

static void on_toggled (ToggleKitButton *button, Counts *counts) { (void) button; counts->toggled++; }
static void on_toggled_by_user (ToggleKitButton *button, Counts *counts) { (void) button; counts->toggled_by_user++; }
static void on_notify (GObject *object, GParamSpec *pspec, Counts *counts) { (void) object; (void) pspec; counts->notify_active++; }

static void
connect_counts (GtkWidget *widget, Counts *counts)
{
  g_signal_connect (widget, "toggled", G_CALLBACK (on_toggled), counts);
  g_signal_connect (widget, "toggled-by-user", G_CALLBACK (on_toggled_by_user), counts);
  g_signal_connect (widget, "notify::active", G_CALLBACK (on_notify), counts);
}

/* Runs the main loop until `done`, or ten seconds pass: a bound for a failure, not a wait.
 * On a loaded machine one iteration can take seconds while GTK registers with the
 * accessibility bus. */
static void
spin_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean has_commit (gpointer data) { return ((Counts *) data)->kept != NULL; }
static gboolean not_pending (gpointer data) { return !toggle_kit_button_get_pending (data); }
static gboolean has_failure (gpointer data) { return ((Counts *) data)->failures > 0; }
static gboolean has_second_failure (gpointer data) { return ((Counts *) data)->failures > 1; }

/* The types are registered as the library loads: GtkBuilder needs no g_type_ensure. */
static void
test_types_registered_at_load (void)
{
  g_assert_cmpuint (g_type_from_name ("ToggleKitCheckButton"), !=, 0);
  g_assert_cmpuint (g_type_from_name ("ToggleKitSwitch"), !=, 0);
  g_assert_cmpuint (g_type_from_name ("ToggleKitGroup"), !=, 0);
  g_assert_true (G_TYPE_IS_ABSTRACT (TOGGLE_KIT_TYPE_BUTTON));
  g_assert_true (G_TYPE_IS_FINAL (TOGGLE_KIT_TYPE_CHECK_BUTTON));
  g_assert_true (g_type_is_a (TOGGLE_KIT_TYPE_SWITCH, GTK_TYPE_WIDGET));
  g_assert_true (g_type_is_a (TOGGLE_KIT_TYPE_TOGGLE_BUTTON, GTK_TYPE_ACTIONABLE));
  /* The library running reports the version this header declares. */
  g_assert_cmpuint (toggle_kit_get_major_version (), ==, TOGGLE_KIT_MAJOR_VERSION);
  g_assert_cmpuint (toggle_kit_get_minor_version (), ==, TOGGLE_KIT_MINOR_VERSION);
  g_assert_cmpuint (toggle_kit_get_micro_version (), ==, TOGGLE_KIT_MICRO_VERSION);
  g_assert_true (TOGGLE_KIT_CHECK_VERSION (1, 0, 0));
}

/* B1, B2: a value set from code notifies and emits toggled, never toggled-by-user. */
static void
test_code_changes_send_no_user_notification (void)
{
  Counts counts = { 0 };
  GtkWidget *widget = g_object_ref_sink (toggle_kit_check_button_new_with_label ("Bold"));
  ToggleKitButton *button = TOGGLE_KIT_BUTTON (widget);
  connect_counts (widget, &counts);
  g_assert_cmpstr (toggle_kit_button_get_label (button), ==, "Bold");
  g_assert_cmpint (toggle_kit_button_get_look (button), ==, TOGGLE_KIT_LOOK_CHECKBOX);
  toggle_kit_button_set_active (button, TRUE);
  g_assert_true (toggle_kit_button_get_active (button));
  g_assert_cmpint (toggle_kit_button_get_value (button), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (counts.toggled, ==, 1);
  g_assert_cmpint (counts.notify_active, ==, 1);
  g_assert_cmpint (counts.toggled_by_user, ==, 0);
  toggle_kit_button_set_active (button, TRUE);
  g_assert_cmpint (counts.notify_active, ==, 1);
  toggle_kit_button_set_value (button, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  g_assert_true (toggle_kit_button_get_allows_mixed (button));
  g_assert_cmpint (toggle_kit_button_get_value (button), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  g_object_unref (widget);
}

/* B3: an activation (the class's action signal, as gtk_widget_activate sends) is a user change. */
static void
test_activation_is_a_user_change (void)
{
  Counts counts = { 0 };
  GtkWidget *widget = g_object_ref_sink (toggle_kit_toggle_button_new_with_mnemonic ("_Wrap"));
  connect_counts (widget, &counts);
  g_assert_true (toggle_kit_button_get_use_underline (TOGGLE_KIT_BUTTON (widget)));
  gtk_widget_activate (widget);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (widget)));
  g_assert_cmpint (counts.toggled_by_user, ==, 1);
  g_assert_cmpint (counts.toggled, ==, 1);
  /* B4: with autotoggle off an activation changes nothing. */
  toggle_kit_button_set_autotoggle (TOGGLE_KIT_BUTTON (widget), FALSE);
  gtk_widget_activate (widget);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (widget)));
  g_assert_cmpint (counts.toggled_by_user, ==, 1);
  g_object_unref (widget);
}

/* The label handed out stays valid until the label changes (transfer none). */
static void
test_label_pointer_is_stable (void)
{
  GtkWidget *widget = g_object_ref_sink (toggle_kit_switch_new_with_label ("Wi-Fi"));
  const char *first = toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (widget));
  const char *second = toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (widget));
  g_assert_true (first == second);
  toggle_kit_button_set_label (TOGGLE_KIT_BUTTON (widget), "Bluetooth");
  g_assert_cmpstr (toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (widget)), ==, "Bluetooth");
  toggle_kit_button_set_label (TOGGLE_KIT_BUTTON (widget), NULL);
  g_assert_cmpstr (toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (widget)), ==, "");
  g_object_unref (widget);
}

/* A .ui file names the types, with no g_type_ensure in the app. */
static void
test_builder_loads_the_types (void)
{
  const char *ui =
    "<interface>"
    "  <object class='GtkBox' id='box'>"
    "    <child><object class='ToggleKitCheckButton' id='check'>"
    "      <property name='label'>Bold</property><property name='active'>True</property>"
    "    </object></child>"
    "    <child><object class='ToggleKitSwitch' id='switch'>"
    "      <property name='label'>Wi-Fi</property><property name='autotoggle'>False</property>"
    "    </object></child>"
    "  </object>"
    "</interface>";
  GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
  GObject *check = gtk_builder_get_object (builder, "check");
  GObject *switch_widget = gtk_builder_get_object (builder, "switch");
  g_assert_true (TOGGLE_KIT_IS_CHECK_BUTTON (check));
  g_assert_true (TOGGLE_KIT_IS_SWITCH (switch_widget));
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (check)));
  g_assert_false (toggle_kit_button_get_autotoggle (TOGGLE_KIT_BUTTON (switch_widget)));
  g_object_unref (builder);
}

static void
record_message (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  (void) domain;
  (void) level;
  char **seen = data;
  g_free (*seen);
  *seen = g_strdup (message);
}

static gboolean
not_fatal_for_gobject (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  (void) level;
  (void) message;
  (void) data;
  return g_strcmp0 (domain, "GLib-GObject") != 0;
}

/* Bad calls behave as GTK's: a critical naming the function, no crash, no change. */
static void
test_bad_calls_get_criticals (void)
{
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("not a toggle"));
  GtkWidget *widget = g_object_ref_sink (toggle_kit_check_button_new ());

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_button_set_active: assertion 'TOGGLE_KIT_IS_BUTTON (self)' failed");
  toggle_kit_button_set_active (NULL, TRUE);
  g_test_assert_expected_messages ();

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_button_get_active: assertion 'TOGGLE_KIT_IS_BUTTON (self)' failed");
  g_assert_false (toggle_kit_button_get_active ((ToggleKitButton *) label));
  g_test_assert_expected_messages ();

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_check_button_new_with_label: assertion 'label != NULL' failed");
  g_assert_null (toggle_kit_check_button_new_with_label (NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_button_set_value: assertion 'value <= TOGGLE_KIT_TOGGLE_STATE_MIXED' failed");
  toggle_kit_button_set_value (TOGGLE_KIT_BUTTON (widget), (ToggleKitToggleState) 7);
  g_test_assert_expected_messages ();
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (widget)), ==, TOGGLE_KIT_TOGGLE_STATE_OFF);

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_button_set_commit_timeout: assertion 'seconds >= 0 && isfinite (seconds)' failed");
  toggle_kit_button_set_commit_timeout (TOGGLE_KIT_BUTTON (widget), NAN);
  g_test_assert_expected_messages ();

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_group_add: assertion 'TOGGLE_KIT_IS_GROUP (self)' failed");
  toggle_kit_group_add ((ToggleKitGroup *) widget, TOGGLE_KIT_BUTTON (widget));
  g_test_assert_expected_messages ();

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_commit_succeed: assertion 'TOGGLE_KIT_IS_COMMIT (self)' failed");
  toggle_kit_commit_succeed ((ToggleKitCommit *) widget);
  g_test_assert_expected_messages ();

  /* A property value of the wrong type gets GObject's own message: a warning in GLib
   * 2.74, a critical in newer GLib; either is caught here instead of aborting. */
  GValue text = G_VALUE_INIT;
  g_value_init (&text, G_TYPE_STRING);
  g_value_set_string (&text, "yes");
  char *seen = NULL;
  guint handler = g_log_set_handler ("GLib-GObject", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL,
                                     record_message, &seen);
  g_test_log_set_fatal_handler (not_fatal_for_gobject, NULL);
  g_object_set_property (G_OBJECT (widget), "active", &text);
  g_test_log_set_fatal_handler (NULL, NULL);
  g_log_remove_handler ("GLib-GObject", handler);
  g_assert_nonnull (seen);
  g_assert_true (strstr (seen, "unable to set property 'active'") != NULL);
  g_free (seen);
  g_value_unset (&text);
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (widget)));

  g_object_unref (widget);
  g_object_unref (label);
}

static void on_group_changed (ToggleKitGroup *group, gboolean by_user, int *count) { (void) group; (void) by_user; (*count)++; }

/* G1, G2, G5: an exclusive group from C; the user's activation and code's selection. */
static void
test_exclusive_group (void)
{
  ToggleKitGroup *group = toggle_kit_group_new (GTK_SELECTION_BROWSE);
  GtkWidget *left = g_object_ref_sink (toggle_kit_radio_button_new_with_label ("Left"));
  GtkWidget *right = g_object_ref_sink (toggle_kit_radio_button_new_with_label ("Right"));
  int changes = 0;
  g_signal_connect (group, "changed", G_CALLBACK (on_group_changed), &changes);
  toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (left));
  toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (right));
  guint members = 0;
  g_object_get (group, "n-members", &members, NULL);
  g_assert_cmpuint (members, ==, 2);
  toggle_kit_group_select (group, TOGGLE_KIT_BUTTON (left));
  gtk_widget_activate (right);
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (left)));
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (right)));
  /* G2: activating the selected member of a required group changes nothing. */
  gtk_widget_activate (right);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (right)));
  GList *selected = toggle_kit_group_get_selected (group);
  g_assert_cmpuint (g_list_length (selected), ==, 1);
  g_assert_true (selected->data == right);
  g_list_free (selected);
  g_assert_cmpint (changes, ==, 2);
  /* Selected-member, as GtkSingleSelection:selected-item. */
  g_assert_true (toggle_kit_group_get_selected_member (group) == TOGGLE_KIT_BUTTON (right));
  GtkWidget *stranger = g_object_ref_sink (toggle_kit_radio_button_new_with_label ("Stranger"));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "ToggleKitGroup:selected-member: the toggle is not a member of this group");
  g_object_set (group, "selected-member", stranger, NULL);
  g_test_assert_expected_messages ();
  g_assert_true (toggle_kit_group_get_selected_member (group) == TOGGLE_KIT_BUTTON (right));
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (stranger)));
  g_object_set (group, "selected-member", left, NULL);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (left)));
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (right)));
  g_assert_cmpint (changes, ==, 3);
  toggle_kit_group_set_selected_member (group, TOGGLE_KIT_BUTTON (right));
  g_assert_true (toggle_kit_group_get_selected_member (group) == TOGGLE_KIT_BUTTON (right));
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (left)));
  g_assert_cmpint (changes, ==, 4);
  g_object_unref (stranger);
  g_object_unref (group);
  g_object_unref (left);
  g_object_unref (right);
}

/* G3, G6: a multiple group with a maximum and a "select all". */
static gboolean
group_is_empty (gpointer group)
{
  return g_list_model_get_n_items (G_LIST_MODEL (group)) == 0;
}

/* G1: a group is a GListModel of its members. One disposed stays listed,
 * disposed and held, until the next iteration tells it left; meanwhile it joins nothing. */
static void
test_group_is_a_list_model_of_its_members (void)
{
  ToggleKitGroup *group = toggle_kit_group_new (GTK_SELECTION_MULTIPLE);
  ToggleKitGroup *other = toggle_kit_group_new (GTK_SELECTION_MULTIPLE);
  GtkWidget *first = g_object_ref_sink (toggle_kit_check_button_new_with_label ("First"));
  GtkWidget *second = g_object_ref_sink (toggle_kit_check_button_new_with_label ("Second"));
  GObject *item;

  g_assert_true (G_IS_LIST_MODEL (group));
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (group)) == TOGGLE_KIT_TYPE_BUTTON);
  toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (first));
  toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (second));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (group)), ==, 2);
  item = g_list_model_get_item (G_LIST_MODEL (group), 1);
  g_assert_true (item == G_OBJECT (second));
  g_object_unref (item);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (group), 2));

  toggle_kit_group_remove (group, TOGGLE_KIT_BUTTON (first));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (group)), ==, 1);

  g_object_run_dispose (G_OBJECT (second));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (group)), ==, 1);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "a disposed ToggleKitButton cannot join a ToggleKitGroup");
  toggle_kit_group_add (other, TOGGLE_KIT_BUTTON (second));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 0);
  spin_until (group_is_empty, group);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (group)), ==, 0);

  g_object_unref (first);
  g_object_unref (second);
  g_object_unref (group);
  g_object_unref (other);
}

static void
test_multiple_group_with_select_all (void)
{
  ToggleKitGroup *group = toggle_kit_group_new_multiple (0, 2);
  GtkWidget *all = g_object_ref_sink (toggle_kit_check_button_new_with_label ("All"));
  GtkWidget *items[3];
  for (int index = 0; index < 3; index++) {
    items[index] = g_object_ref_sink (toggle_kit_check_button_new_with_label ("Item"));
    toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (items[index]));
  }
  toggle_kit_group_set_select_all (group, TOGGLE_KIT_BUTTON (all));
  gtk_widget_activate (items[0]);
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (all)), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  gtk_widget_activate (items[1]);
  gtk_widget_activate (items[2]); /* G3: a third is refused */
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (items[2])));
  ToggleKitGroup *exclusive = toggle_kit_group_new (GTK_SELECTION_SINGLE);
  g_assert_cmpint (toggle_kit_group_get_selection_mode (exclusive), ==, GTK_SELECTION_SINGLE);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_group_set_select_all: assertion "
                         "'toggle_kit_group_get_selection_mode (self) == GTK_SELECTION_MULTIPLE' failed");
  toggle_kit_group_set_select_all (exclusive, TOGGLE_KIT_BUTTON (all));
  g_test_assert_expected_messages ();
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (all)), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  g_object_unref (exclusive);
  /* A multiple group has no one selected member. */
  g_assert_null (toggle_kit_group_get_selected_member (group));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "ToggleKitGroup:selected-member: only an exclusive group*");
  g_object_set (group, "selected-member", items[2], NULL);
  g_test_assert_expected_messages ();
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (items[2])));
  g_assert_cmpuint (toggle_kit_group_get_n_members (group), ==, 3);
  GList *members = toggle_kit_group_get_members (group);
  g_assert_cmpuint (g_list_length (members), ==, 3);
  g_list_free (members);
  /* As g_object_new, a minimum above the maximum is told and corrected. */
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "ToggleKitGroup: minimum 3 is above maximum 1; the minimum is lowered to 1");
  ToggleKitGroup *corrected = toggle_kit_group_new_multiple (3, 1);
  g_test_assert_expected_messages ();
  guint minimum = 0;
  g_object_get (corrected, "minimum", &minimum, NULL);
  g_assert_cmpuint (minimum, ==, 1);
  g_assert_cmpint (toggle_kit_group_get_selection_mode (corrected), ==, GTK_SELECTION_MULTIPLE);
  g_object_unref (corrected);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "ToggleKitGroup: selection-mode GTK_SELECTION_NONE selects nothing, so it is no "
                         "mode for toggles; the SINGLE default is used");
  ToggleKitGroup *none = toggle_kit_group_new (GTK_SELECTION_NONE);
  g_test_assert_expected_messages ();
  g_assert_cmpint (toggle_kit_group_get_selection_mode (none), ==, GTK_SELECTION_SINGLE);
  g_object_unref (none);
  for (int index = 0; index < 3; index++)
    g_object_unref (items[index]);
  g_object_unref (all);
  g_object_unref (group);
}

static gboolean
on_commit_keep (ToggleKitButton *button, ToggleKitCommit *commit, Counts *counts)
{
  (void) button;
  counts->commits++;
  if (counts->answer_inside) {
    toggle_kit_commit_fail (commit, "refused at once");
    return TRUE;
  }
  counts->kept = g_object_ref (commit);
  return TRUE;
}

static void
on_commit_failed (ToggleKitButton *button, ToggleKitCommitFailure reason, const GError *error,
                  Counts *counts)
{
  (void) button;
  counts->failures++;
  counts->failure_reason = reason;
  g_free (counts->failure_message);
  counts->failure_message = g_strdup (error->message);
  g_clear_error (&counts->failure_error);
  counts->failure_error = error != NULL ? g_error_copy (error) : NULL;
}

/* B17-B19 in a plain GLib main loop: the commit signal, a later answer, a failure. */
static void
test_async_commit (void)
{
  Counts counts = { 0 };
  GtkWidget *widget = g_object_ref_sink (toggle_kit_switch_new_with_label ("Sync"));
  ToggleKitButton *button = TOGGLE_KIT_BUTTON (widget);
  connect_counts (widget, &counts);
  g_signal_connect (widget, "commit", G_CALLBACK (on_commit_keep), &counts);
  g_signal_connect (widget, "commit-failed", G_CALLBACK (on_commit_failed), &counts);
  toggle_kit_button_set_commit_policy (button, TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC);
  g_assert_cmpint (toggle_kit_button_get_commit_policy (button), ==, TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC);

  gtk_widget_activate (widget);
  g_assert_true (toggle_kit_button_get_active (button)); /* optimistic: shown at once */
  g_assert_true (toggle_kit_button_get_pending (button));
  /* C4: emitted during the activation, as GtkSwitch::state-set is. */
  g_assert_cmpint (counts.commits, ==, 1);
  g_assert_nonnull (counts.kept);
  g_assert_true (toggle_kit_commit_get_button (counts.kept) == button);
  g_assert_cmpint (toggle_kit_commit_get_proposed_value (counts.kept), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (counts.toggled_by_user, ==, 0);
  toggle_kit_commit_succeed (counts.kept);
  g_assert_true (toggle_kit_commit_get_answered (counts.kept));
  spin_until (not_pending, button);
  g_assert_false (toggle_kit_button_get_pending (button));
  g_assert_true (toggle_kit_button_get_active (button));
  g_assert_cmpint (counts.toggled_by_user, ==, 1);
  /* A second answer changes nothing. */
  toggle_kit_commit_fail (counts.kept, "too late");
  g_clear_object (&counts.kept);

  /* A failure rolls back, with the app's message. */
  gtk_widget_activate (widget);
  spin_until (has_commit, &counts);
  toggle_kit_commit_fail (counts.kept, "the server said no");
  spin_until (has_failure, &counts);
  g_assert_cmpint (counts.failures, ==, 1);
  g_assert_cmpint (counts.failure_reason, ==, TOGGLE_KIT_COMMIT_FAILURE_FAILED);
  g_assert_cmpstr (counts.failure_message, ==, "the server said no");
  g_assert_error (counts.failure_error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_true (toggle_kit_button_get_active (button));
  g_assert_cmpint (counts.toggled_by_user, ==, 1);
  g_clear_object (&counts.kept);

  /* The app's own GError reaches commit-failed, domain and code included. */
  gtk_widget_activate (widget);
  spin_until (has_commit, &counts);
  GError *denied = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, "read-only share");
  toggle_kit_commit_fail_with_error (counts.kept, denied);
  g_assert_true (toggle_kit_commit_get_answered (counts.kept));
  g_assert_nonnull (denied->message); /* the caller's error stays the caller's */
  g_error_free (denied);
  spin_until (has_second_failure, &counts);
  g_assert_error (counts.failure_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_cmpstr (counts.failure_error->message, ==, "read-only share");
  g_assert_cmpstr (counts.failure_message, ==, "read-only share");
  g_assert_true (toggle_kit_button_get_active (button));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_commit_fail_with_error: assertion 'error != NULL' failed");
  toggle_kit_commit_fail_with_error (counts.kept, NULL);
  g_test_assert_expected_messages ();
  g_clear_object (&counts.kept);

  /* B20: code's set while pending withdraws the change; its cancellable is cancelled. */
  gtk_widget_activate (widget);
  spin_until (has_commit, &counts);
  GCancellable *cancellable = g_object_ref (toggle_kit_commit_get_cancellable (counts.kept));
  toggle_kit_button_set_active (button, TRUE);
  g_assert_false (toggle_kit_button_get_pending (button));
  g_assert_true (g_cancellable_is_cancelled (cancellable));
  g_assert_true (toggle_kit_commit_get_answered (counts.kept));
  g_object_unref (cancellable);
  g_clear_object (&counts.kept);

  /* B19: an unanswered commit times out and rolls back. */
  toggle_kit_button_set_commit_timeout (button, 0.05);
  counts.failures = 0;
  gtk_widget_activate (widget);
  spin_until (has_failure, &counts);
  g_assert_cmpint (counts.failure_reason, ==, TOGGLE_KIT_COMMIT_FAILURE_TIMED_OUT);
  g_assert_error (counts.failure_error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_true (toggle_kit_button_get_active (button));
  g_assert_true (g_cancellable_is_cancelled (toggle_kit_commit_get_cancellable (counts.kept)));
  g_clear_object (&counts.kept);

  /* C4: an answer inside the handler decides before the activation returns. */
  toggle_kit_button_set_commit_timeout (button, 0);
  toggle_kit_button_set_active (button, FALSE);
  counts.failures = 0;
  counts.answer_inside = TRUE;
  gtk_widget_activate (widget);
  g_assert_cmpint (counts.failures, ==, 1);
  g_assert_cmpstr (counts.failure_message, ==, "refused at once");
  g_assert_false (toggle_kit_button_get_active (button));
  g_assert_false (toggle_kit_button_get_pending (button));
  counts.answer_inside = FALSE;

  g_free (counts.failure_message);
  g_clear_error (&counts.failure_error);
  g_object_unref (widget);
}

static gboolean
on_commit_take_but_drop (ToggleKitButton *button, ToggleKitCommit *commit, Counts *counts)
{
  (void) button;
  (void) commit;
  counts->commits++;
  return TRUE; /* taken over, but no reference kept: released unanswered */
}

static gboolean
is_cancelled (gpointer data)
{
  return g_cancellable_is_cancelled (G_CANCELLABLE (data));
}

/* C4: a commit taken over and released unanswered fails, from the main loop's next
 * iteration, not inside the release; B22: a toggle that goes while a
 * commit waits withdraws it. */
static void
test_unanswered_and_withdrawn_commits (void)
{
  Counts counts = { 0 };
  GtkWidget *widget = g_object_ref_sink (toggle_kit_check_button_new_with_label ("Drop"));
  ToggleKitButton *button = TOGGLE_KIT_BUTTON (widget);
  g_signal_connect (widget, "commit", G_CALLBACK (on_commit_take_but_drop), &counts);
  g_signal_connect (widget, "commit-failed", G_CALLBACK (on_commit_failed), &counts);
  toggle_kit_button_set_commit_policy (button, TOGGLE_KIT_COMMIT_POLICY_OPTIMISTIC);
  gtk_widget_activate (widget);
  g_assert_cmpint (counts.commits, ==, 1);
  g_assert_cmpint (counts.failures, ==, 0);
  g_assert_true (toggle_kit_button_get_pending (button));
  spin_until (has_failure, &counts);
  g_assert_cmpint (counts.failures, ==, 1);
  g_assert_cmpstr (counts.failure_message, ==, "the ToggleKitCommit was released unanswered");
  g_assert_false (toggle_kit_button_get_active (button));
  g_object_unref (widget);
  g_free (counts.failure_message);
  g_clear_error (&counts.failure_error);

  Counts kept = { 0 };
  widget = g_object_ref_sink (toggle_kit_switch_new_with_label ("Gone"));
  g_signal_connect (widget, "commit", G_CALLBACK (on_commit_keep), &kept);
  toggle_kit_button_set_commit_policy (TOGGLE_KIT_BUTTON (widget), TOGGLE_KIT_COMMIT_POLICY_CONFIRMED);
  gtk_widget_activate (widget);
  g_assert_nonnull (kept.kept);
  GCancellable *cancellable = g_object_ref (toggle_kit_commit_get_cancellable (kept.kept));
  g_object_unref (widget); /* the last reference: disposed while pending */
  /* Cancelled from the main loop's next iteration, not inside the unref (C4). */
  g_assert_false (g_cancellable_is_cancelled (cancellable));
  spin_until (is_cancelled, cancellable);
  g_assert_true (g_cancellable_is_cancelled (cancellable));
  g_assert_null (toggle_kit_commit_get_button (kept.kept));
  toggle_kit_commit_succeed (kept.kept); /* too late: changes nothing, no crash */
  g_object_unref (cancellable);
  g_object_unref (kept.kept);
}

/* C2, C3: the header keeps the base's structs opaque, so only code that
 * asks GType for the sizes, as a binding does, can derive from it; such a subclass gets a
 * critical and works as the push look. */
static void
test_foreign_subclass_gets_a_critical (void)
{
  GTypeQuery base;
  g_type_query (TOGGLE_KIT_TYPE_BUTTON, &base);
  g_assert_cmpuint (base.class_size, >, 0);
  GType type = g_type_register_static_simple (TOGGLE_KIT_TYPE_BUTTON, "TestForeignToggle",
                                              base.class_size, NULL, base.instance_size, NULL, 0);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL, "TestForeignToggle: ToggleKitButton is not meant for subclassing*");
  GtkWidget *widget = g_object_ref_sink (g_object_new (type, NULL));
  g_test_assert_expected_messages ();
  g_assert_cmpint (toggle_kit_button_get_look (TOGGLE_KIT_BUTTON (widget)), ==, TOGGLE_KIT_LOOK_PUSH);
  g_object_unref (widget);
}

static gpointer
set_label_off_the_main_thread (gpointer widget)
{
  g_object_set (widget, "label", "from a worker", NULL);
  return NULL;
}

/* C3: a property set off the main thread, in a release build too, gets a
 * critical and changes nothing, as the C functions do. */
static void
test_property_off_the_main_thread_gets_a_critical (void)
{
  GtkWidget *widget = g_object_ref_sink (toggle_kit_check_button_new_with_label ("Main"));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL, "*used off the main thread*");
  GThread *worker = g_thread_new ("worker", set_label_off_the_main_thread, widget);
  g_thread_join (worker);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (toggle_kit_button_get_label (TOGGLE_KIT_BUTTON (widget)), ==, "Main");
  g_object_unref (widget);
}

static void on_notify_count (GObject *object, GParamSpec *pspec, int *count)
{ (void) object; (void) pspec; (*count)++; }

static void on_item_changed (ToggleKitStore *store, const char *item, ToggleKitToggleState value, gboolean by_user, int *count)
{ (void) store; (void) item; (void) value; (void) by_user; (*count)++; }

/* L1-L5 from C: a store, its factory in a GtkListView, and bad calls. */
static void
test_store_and_factory (void)
{
  ToggleKitStore *store = toggle_kit_store_new (GTK_SELECTION_MULTIPLE);
  int told = 0;
  g_signal_connect (store, "item-changed", G_CALLBACK (on_item_changed), &told);
  g_assert_true (toggle_kit_store_insert (store, "wifi", TOGGLE_KIT_TOGGLE_STATE_OFF));
  g_assert_false (toggle_kit_store_insert (store, "wifi", TOGGLE_KIT_TOGGLE_STATE_ON));
  g_assert_true (toggle_kit_store_set_value (store, "wifi", TOGGLE_KIT_TOGGLE_STATE_ON));
  g_assert_cmpint (toggle_kit_store_get_value (store, "wifi"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_false (toggle_kit_store_set_value (store, "nfc", TOGGLE_KIT_TOGGLE_STATE_ON));
  g_assert_cmpint (told, ==, 1);
  g_assert_cmpuint (toggle_kit_store_get_n_on (store), ==, 1);
  /* Items in one call, and the selection read back as a GStrv. */
  const char *more[] = { "bluetooth", "wifi", "nfc", NULL };
  g_assert_cmpuint (toggle_kit_store_insert_all (store, more, TOGGLE_KIT_TOGGLE_STATE_ON), ==, 2);
  g_auto (GStrv) selection = toggle_kit_store_get_selection (store);
  g_assert_cmpstrv (selection, ((const char *[]) { "wifi", "bluetooth", "nfc", NULL }));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_insert_all: assertion 'items != NULL' failed");
  g_assert_cmpuint (toggle_kit_store_insert_all (store, NULL, TOGGLE_KIT_TOGGLE_STATE_ON), ==, 0);
  g_test_assert_expected_messages ();
  /* L8: a kept selection put back; an item removed since is left out, and returned. */
  told = 0;
  g_auto (GStrv) left_out = NULL;
  g_assert_false (toggle_kit_store_restore (store, (const char *[]) { "gone", "nfc", NULL }, &left_out));
  g_assert_cmpstrv (left_out, ((const char *[]) { "gone", NULL }));
  g_assert_cmpint (told, ==, 2);  /* wifi and bluetooth off */
  g_auto (GStrv) restored = toggle_kit_store_get_selection (store);
  g_assert_cmpstrv (restored, ((const char *[]) { "nfc", NULL }));
  g_auto (GStrv) none_left = NULL;
  g_assert_true (toggle_kit_store_restore (store, (const char *[]) { "wifi", "bluetooth", "nfc", NULL },
                                           &none_left));
  g_assert_cmpstrv (none_left, ((const char *[]) { NULL }));
  /* NULL: none on; and left_out is optional. */
  g_assert_true (toggle_kit_store_restore (store, NULL, NULL));
  g_assert_cmpuint (toggle_kit_store_get_n_on (store), ==, 0);
  g_assert_true (toggle_kit_store_remove (store, "bluetooth") && toggle_kit_store_remove (store, "nfc"));

  GtkStringList *names = gtk_string_list_new ((const char *[]) { "wifi", NULL });
  GtkListItemFactory *factory = toggle_kit_store_create_factory (store, TOGGLE_KIT_LOOK_SWITCH, "string", NULL);
  g_assert_true (GTK_IS_LIST_ITEM_FACTORY (factory));
  GtkWidget *view = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (names))), factory);
  g_object_ref_sink (view);
  toggle_kit_store_handle_select_all_keys (store, view);

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_insert: assertion 'item != NULL' failed");
  g_assert_false (toggle_kit_store_insert (store, NULL, TOGGLE_KIT_TOGGLE_STATE_ON));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_create_factory: assertion 'look <= TOGGLE_KIT_LOOK_RADIO' failed");
  g_assert_null (toggle_kit_store_create_factory (store, (ToggleKitLook) 9, "string", NULL));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_set_all: assertion 'TOGGLE_KIT_IS_STORE (self)' failed");
  toggle_kit_store_set_all ((ToggleKitStore *) view, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_set_all: assertion 'value != TOGGLE_KIT_TOGGLE_STATE_MIXED' failed");
  toggle_kit_store_set_all (store, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  g_test_assert_expected_messages ();

  g_object_unref (view);
  g_object_unref (store);
}

/* T1-T8 from C: a tree's parents follow their children; the model asks the app once per
 * node and frees its data with the model; selections are new string arrays the caller
 * frees with g_strfreev. */
typedef struct {
  int asked;
  int destroyed;
} TreeApp;

static char **
tree_children (const char *node, gpointer user_data)
{
  TreeApp *app = user_data;
  app->asked++;
  if (g_str_equal (node, "Documents"))
    return g_strdupv ((char *[]) { "a", "b", NULL });
  return NULL;
}

static void
tree_app_destroyed (gpointer user_data)
{
  ((TreeApp *) user_data)->destroyed++;
}

/* T8: every node of this tree is a top-level one or a child of "Documents". */
static char *
tree_parent (const char *node, gpointer user_data)
{
  ((TreeApp *) user_data)->asked++;
  return g_str_has_prefix (node, "doc-") ? g_strdup ("Documents") : NULL;
}

static void
test_tree_from_c (void)
{
  ToggleKitTree *tree = toggle_kit_tree_new ();
  int told = 0;
  g_signal_connect (tree, "node-changed", G_CALLBACK (on_item_changed), &told);
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, NULL, (const char *[]) { "Documents", "Music", NULL }), ==, 2);
  TreeApp app = { 0, 0 };
  GtkTreeListModel *model = toggle_kit_tree_create_model (tree, tree_children, &app, tree_app_destroyed);
  g_assert_true (GTK_IS_TREE_LIST_MODEL (model));
  GtkTreeListRow *row = gtk_tree_list_model_get_row (model, 0);
  gtk_tree_list_row_set_expanded (row, TRUE);
  g_object_unref (row);
  g_assert_true (toggle_kit_tree_contains (tree, "b"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 4);
  toggle_kit_tree_activate (tree, "a");
  g_assert_cmpint (toggle_kit_tree_get_value (tree, "Documents"), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  g_assert_cmpint (told, ==, 2); /* a, then Documents following it */

  char **included = NULL, **excluded = NULL;
  toggle_kit_tree_get_selection (tree, &included, &excluded);
  g_assert_cmpstrv (included, ((const char *[]) { "a", NULL }));
  g_assert_cmpstrv (excluded, ((const char *[]) { NULL }));
  g_strfreev (included);
  g_strfreev (excluded);
  /* T8: a node the tree does not hold is kept for when it arrives, not left out. */
  char **unknown = NULL;
  g_assert_true (toggle_kit_tree_restore (tree, (const char *[]) { "Documents", "gone", NULL }, NULL, &unknown));
  g_assert_cmpstrv (unknown, ((const char *[]) { NULL }));
  g_strfreev (unknown);
  g_assert_cmpint (toggle_kit_tree_get_value (tree, "b"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  toggle_kit_tree_get_unplaced_selection (tree, &included, &excluded);
  g_assert_cmpstrv (included, ((const char *[]) { "gone", NULL }));
  g_strfreev (included);
  g_strfreev (excluded);
  /* Told where it belongs (the top, whose children are loaded), the tree finds it gone. */
  TreeApp placing = { 0, 0 };
  toggle_kit_tree_set_parent_func (tree, tree_parent, &placing, tree_app_destroyed);
  g_assert_cmpint (placing.asked, ==, 1);
  toggle_kit_tree_get_unplaced_selection (tree, &included, NULL);
  g_assert_cmpstrv (included, ((const char *[]) { NULL }));
  g_strfreev (included);
  g_assert_false (toggle_kit_tree_restore (tree, (const char *[]) { "gone", NULL }, NULL, &unknown));
  g_assert_cmpstrv (unknown, ((const char *[]) { "gone", NULL }));
  g_strfreev (unknown);
  toggle_kit_tree_set_parent_func (tree, NULL, NULL, NULL);
  g_assert_cmpint (placing.destroyed, ==, 1); /* replaced: its data is freed */
  g_assert_true (toggle_kit_tree_restore (tree, (const char *[]) { "Documents", "later", NULL }, NULL, NULL));
  toggle_kit_tree_discard_unplaced_selection (tree);
  toggle_kit_tree_get_selection (tree, &included, NULL);
  g_assert_cmpstrv (included, ((const char *[]) { "Documents", NULL }));
  g_strfreev (included);

  /* The model follows the shape: a removed node leaves its list. */
  g_assert_true (toggle_kit_tree_remove (tree, "a"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 3);

  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_insert: assertion 'value != TOGGLE_KIT_TOGGLE_STATE_MIXED' failed");
  g_assert_false (toggle_kit_tree_insert (tree, NULL, "x", TOGGLE_KIT_TOGGLE_STATE_MIXED));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_create_model: assertion 'TOGGLE_KIT_IS_TREE (self)' failed");
  TreeApp refused = { 0, 0 };
  g_assert_null (toggle_kit_tree_create_model (NULL, tree_children, &refused, tree_app_destroyed));
  g_test_assert_expected_messages ();
  g_assert_cmpint (refused.destroyed, ==, 1); /* the data is freed, taken or not */

  /* T5: a section's mode is a GtkSelectionMode; NONE and a minimum above the maximum are refused. */
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_set_section: assertion 'mode != GTK_SELECTION_NONE' failed");
  g_assert_false (toggle_kit_tree_set_section (tree, "Documents", GTK_SELECTION_NONE, 0, 0));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_set_section: assertion 'minimum <= maximum' failed");
  g_assert_false (toggle_kit_tree_set_section (tree, "Documents", GTK_SELECTION_MULTIPLE, 3, 2));
  g_test_assert_expected_messages ();
  guint minimum = 7, maximum = 7;
  g_assert_cmpint (toggle_kit_tree_get_section (tree, "Documents", &minimum, &maximum), ==, GTK_SELECTION_MULTIPLE);
  g_assert_cmpuint (minimum, ==, 0);
  g_assert_cmpuint (maximum, ==, G_MAXUINT);
  g_assert_true (toggle_kit_tree_set_section (tree, "Documents", GTK_SELECTION_BROWSE, 0, 0));
  g_assert_cmpint (toggle_kit_tree_get_section (tree, "Documents", &minimum, &maximum), ==, GTK_SELECTION_BROWSE);
  g_assert_cmpuint (minimum, ==, 1);
  g_assert_cmpuint (maximum, ==, 1);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_set_section: assertion 'mode <= GTK_SELECTION_MULTIPLE' failed");
  g_assert_false (toggle_kit_tree_set_section (tree, "Documents", (GtkSelectionMode) 9, 0, 0));
  g_test_assert_expected_messages ();
  g_autofree char *parent = toggle_kit_tree_get_parent (tree, "b");
  g_assert_cmpstr (parent, ==, "Documents");
  g_auto (GStrv) top = toggle_kit_tree_get_children (tree, NULL);
  g_assert_cmpstrv (top, ((const char *[]) { "Documents", "Music", NULL }));

  int asked = app.asked;
  g_object_unref (model);
  g_assert_cmpint (app.destroyed, ==, 1);
  g_assert_cmpint (asked, >=, 1);
  g_object_unref (tree);
}

/* L1, T7: rows written as GtkBuilderListItemFactory templates, their toggle's item bound to
 * the list item's ToggleKitItem, need no code. */
static const char store_row_template[] =
  "<interface><template class=\"GtkListItem\"><property name=\"child\">"
  "<object class=\"ToggleKitCheckButton\">"
  "<binding name=\"item\"><lookup name=\"item\">GtkListItem</lookup></binding>"
  "<binding name=\"label\"><lookup name=\"title\" type=\"ToggleKitItem\">"
  "<lookup name=\"item\">GtkListItem</lookup></lookup></binding>"
  "</object></property></template></interface>";
static const char tree_row_template[] =
  "<interface><template class=\"GtkListItem\"><property name=\"child\">"
  "<object class=\"GtkTreeExpander\" id=\"expander\">"
  "<binding name=\"list-row\"><lookup name=\"item\">GtkListItem</lookup></binding>"
  "<property name=\"child\"><object class=\"ToggleKitCheckButton\">"
  "<binding name=\"item\"><lookup name=\"item\">expander</lookup></binding>"
  "<binding name=\"label\"><lookup name=\"title\" type=\"ToggleKitItem\">"
  "<lookup name=\"item\">expander</lookup></lookup></binding>"
  "</object></property></object></property></template></interface>";

static void
collect_rows (GtkWidget *widget, GPtrArray *rows)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TOGGLE_KIT_IS_BUTTON (child))
      g_ptr_array_add (rows, child);
    else
      collect_rows (child, rows);
}

/* The row of the list in @window labelled @label, once GTK has made it (10 s at most). */
static ToggleKitButton *
row_labelled (GtkWidget *view, const char *label)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    {
      GPtrArray *rows = g_ptr_array_new ();
      collect_rows (view, rows);
      ToggleKitButton *found = NULL;
      for (guint i = 0; i < rows->len && found == NULL; i++)
        if (g_strcmp0 (toggle_kit_button_get_label (rows->pdata[i]), label) == 0)
          found = rows->pdata[i];
      g_ptr_array_unref (rows);
      if (found != NULL)
        return found;
      g_main_context_iteration (NULL, FALSE);
    }
  return NULL;
}

static GtkWidget *
show_list (GListModel *model, const char *template, GtkWidget **window)
{
  GBytes *bytes = g_bytes_new_static (template, strlen (template));
  GtkListItemFactory *factory = gtk_builder_list_item_factory_new_from_bytes (NULL, bytes);
  g_bytes_unref (bytes);
  GtkWidget *view = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (model)), factory);
  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), view);
  gtk_window_present (GTK_WINDOW (*window));
  return view;
}

static char *
last_part (const char *node, G_GNUC_UNUSED gpointer data)
{
  const char *slash = strrchr (node, '/');
  return g_strdup (slash != NULL ? slash + 1 : node);
}

static void
test_rows_as_templates (void)
{
  GtkStringList *drinks = gtk_string_list_new ((const char *[]) { "tea", "coffee", NULL });
  ToggleKitStore *store = toggle_kit_store_new (GTK_SELECTION_MULTIPLE);
  GtkWidget *window;
  GtkWidget *view = show_list (toggle_kit_store_map_model (store, G_LIST_MODEL (drinks), "string", NULL),
                               store_row_template, &window);
  ToggleKitButton *coffee = row_labelled (view, "coffee");
  g_assert_nonnull (coffee);
  gtk_widget_activate (GTK_WIDGET (coffee));
  g_assert_cmpint (toggle_kit_store_get_value (store, "coffee"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (toggle_kit_store_get_value (store, "tea"), ==, TOGGLE_KIT_TOGGLE_STATE_OFF);
  gtk_window_destroy (GTK_WINDOW (window));

  ToggleKitTree *tree = toggle_kit_tree_new ();
  toggle_kit_tree_load_children (tree, NULL, (const char *[]) { "/h", NULL });
  toggle_kit_tree_load_children (tree, "/h", (const char *[]) { "/h/Music", "/h/Docs", NULL });
  toggle_kit_tree_set_title_func (tree, last_part, NULL, NULL);
  TreeApp app = { 0, 0 };
  GtkTreeListModel *model = toggle_kit_tree_create_model (tree, tree_children, &app, NULL);
  GtkTreeListRow *top = gtk_tree_list_model_get_row (model, 0);
  gtk_tree_list_row_set_expanded (top, TRUE);
  g_object_unref (top);
  view = show_list (G_LIST_MODEL (model), tree_row_template, &window);
  ToggleKitButton *home = row_labelled (view, "h");
  g_assert_nonnull (home);
  g_assert_nonnull (row_labelled (view, "Docs"));
  gtk_widget_activate (GTK_WIDGET (home));
  g_assert_cmpint (toggle_kit_tree_get_value (tree, "/h/Docs"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (tree);
  g_object_unref (store);
  g_object_unref (drinks);
}

/* L1-L4 and T1-T11 on an app's own rows: a toggle the app made shows a
 * store's item or a tree's node, holds its source while it does, and lets go on unbind. */
/* T11: a children function that starts a read says so and returns NULL. */
typedef struct
{
  ToggleKitTree *tree;
  int asked;
} Reader;

static char **
reading_children (const char *node, gpointer user_data)
{
  Reader *reader = user_data;
  reader->asked++;
  g_assert_true (toggle_kit_tree_begin_loading (reader->tree, node));
  return NULL;
}

static void
test_tree_loading (void)
{
  ToggleKitTree *tree = toggle_kit_tree_new ();
  toggle_kit_tree_load_children (tree, NULL, (const char *[]) { "Music", "Docs", NULL });
  Reader reader = { tree, 0 };
  GtkTreeListModel *model = toggle_kit_tree_create_model (tree, reading_children, &reader, NULL);
  GListModel *list = G_LIST_MODEL (model);

  /* A folder being read has its arrow at once, and may be expanded before anything came. */
  GtkTreeListRow *music = gtk_tree_list_model_get_row (model, 0);
  g_assert_true (gtk_tree_list_row_is_expandable (music));
  g_assert_cmpint (reader.asked, >=, 1);
  g_assert_true (toggle_kit_tree_is_loading (tree, "Music"));
  gtk_tree_list_row_set_expanded (music, TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  /* The read comes back: its children appear under the expanded row, which stays open. */
  const char *songs[] = { "a.ogg", "b.ogg", NULL };
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, "Music", songs), ==, 2);
  g_assert_false (toggle_kit_tree_is_loading (tree, "Music"));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 4);
  g_assert_true (gtk_tree_list_row_get_expanded (music));
  GtkTreeListRow *first = gtk_tree_list_model_get_row (model, 1);
  ToggleKitItem *song = gtk_tree_list_row_get_item (first);
  g_assert_cmpstr (toggle_kit_item_get_id (song), ==, "a.ogg");
  g_assert_true (toggle_kit_item_get_tree (song) == tree);
  g_assert_null (toggle_kit_item_get_store (song));
  g_object_unref (song);
  g_object_unref (first);

  /* A read that failed or found nothing gives an empty listing: the arrow goes. */
  GtkTreeListRow *docs = gtk_tree_list_model_get_row (model, 3);
  g_assert_true (gtk_tree_list_row_is_expandable (docs));
  g_object_unref (docs);
  const char *nothing[] = { NULL };
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, "Docs", nothing), ==, 0);
  g_assert_false (toggle_kit_tree_is_loading (tree, "Docs"));
  /* The arrow goes from the main loop's next iteration, outside GTK's own walks. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  docs = gtk_tree_list_model_get_row (model, 3);
  g_assert_false (gtk_tree_list_row_is_expandable (docs));
  g_object_unref (docs);

  /* A node whose children are loaded, or one the tree does not hold, is refused. */
  g_assert_false (toggle_kit_tree_begin_loading (tree, "Music"));
  g_assert_false (toggle_kit_tree_begin_loading (tree, "nowhere"));
  g_assert_false (toggle_kit_tree_is_loading (tree, "nowhere"));
  g_object_unref (music);
  g_object_unref (model);
  g_object_unref (tree);
}

/* T6, L4: identifiers are UTF-8; one that is not would merge with another once read as
 * text, so it is refused, and left out of a list, with a critical. */
static void
test_identifiers_that_are_not_utf8 (void)
{
  ToggleKitTree *tree = toggle_kit_tree_new ();
  const char *latin1 = "/h/caf\xe9";     /* "café" in ISO 8859-1 */
  const char *other = "/h/caf\xe8";      /* "cafè": read lossily, both are "caf\uFFFD" */
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_load_children: assertion 'g_utf8_validate (children, -1, NULL)' failed");
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_load_children: assertion 'g_utf8_validate (children, -1, NULL)' failed");
  const char *listing[] = { latin1, "/h/tea", other, NULL };
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, NULL, listing), ==, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (toggle_kit_tree_get_n_nodes (tree), ==, 1);
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_insert: assertion 'g_utf8_validate (node, -1, NULL)' failed");
  g_assert_false (toggle_kit_tree_insert (tree, NULL, latin1, TOGGLE_KIT_TOGGLE_STATE_ON));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_insert: assertion 'g_utf8_validate (parent, -1, NULL)' failed");
  g_assert_false (toggle_kit_tree_insert (tree, other, "/h/x", TOGGLE_KIT_TOGGLE_STATE_ON));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_tree_contains: assertion 'g_utf8_validate (node, -1, NULL)' failed");
  g_assert_false (toggle_kit_tree_contains (tree, latin1));
  g_test_assert_expected_messages ();
  /* The same URIs, as g_file_get_uri() gives them, are two nodes. */
  GFile *first = g_file_new_for_path (latin1);
  GFile *second = g_file_new_for_path (other);
  char *uris[] = { g_file_get_uri (first), g_file_get_uri (second), NULL };
  g_assert_cmpstr (uris[0], !=, uris[1]);
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, NULL, (const char *const *) uris), ==, 2);
  toggle_kit_tree_activate (tree, uris[0]);
  g_assert_cmpint (toggle_kit_tree_get_value (tree, uris[0]), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (toggle_kit_tree_get_value (tree, uris[1]), ==, TOGGLE_KIT_TOGGLE_STATE_OFF);
  g_free (uris[0]);
  g_free (uris[1]);
  g_object_unref (first);
  g_object_unref (second);
  g_object_unref (tree);

  ToggleKitStore *store = toggle_kit_store_new (GTK_SELECTION_MULTIPLE);
  g_assert_true (toggle_kit_store_insert (store, "tea", TOGGLE_KIT_TOGGLE_STATE_OFF));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_insert: assertion 'g_utf8_validate (item, -1, NULL)' failed");
  g_assert_false (toggle_kit_store_insert (store, latin1, TOGGLE_KIT_TOGGLE_STATE_ON));
  g_test_assert_expected_messages ();
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_restore: assertion 'g_utf8_validate (items, -1, NULL)' failed");
  char **left_out = NULL;
  g_assert_true (toggle_kit_store_restore (store, (const char *[]) { "tea", other, NULL }, &left_out));
  g_test_assert_expected_messages ();
  g_assert_cmpstrv (left_out, ((const char *[]) { NULL }));
  g_strfreev (left_out);
  g_assert_cmpint (toggle_kit_store_get_value (store, "tea"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_object_unref (store);
}

static void
test_apps_own_rows (void)
{
  ToggleKitStore *store = toggle_kit_store_new (GTK_SELECTION_MULTIPLE);
  g_assert_true (toggle_kit_store_insert (store, "wifi", TOGGLE_KIT_TOGGLE_STATE_OFF));
  g_assert_true (toggle_kit_store_insert (store, "nfc", TOGGLE_KIT_TOGGLE_STATE_OFF));
  int told = 0;
  g_signal_connect (store, "item-changed", G_CALLBACK (on_item_changed), &told);
  GtkWidget *first = g_object_ref_sink (toggle_kit_check_button_new ());
  GtkWidget *second = g_object_ref_sink (toggle_kit_check_button_new ());
  GtkWidget *all = g_object_ref_sink (toggle_kit_check_button_new ());
  g_assert_true (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (first), "wifi"));
  g_assert_true (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (second), "wifi"));
  toggle_kit_store_bind_select_all (store, TOGGLE_KIT_BUTTON (all));
  Counts counts = { 0 };
  connect_counts (second, &counts);

  /* A click on one row changes the item; the other row showing it follows. */
  gtk_widget_activate (first);
  g_assert_cmpint (toggle_kit_store_get_value (store, "wifi"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (second)));
  g_assert_cmpint (told, ==, 1);
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (all)), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  /* Code setting a row sets the item. */
  toggle_kit_button_set_active (TOGGLE_KIT_BUTTON (second), FALSE);
  g_assert_cmpint (toggle_kit_store_get_value (store, "wifi"), ==, TOGGLE_KIT_TOGGLE_STATE_OFF);
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (first)));
  /* The select-all row turns every item on. */
  gtk_widget_activate (all);
  g_assert_cmpuint (toggle_kit_store_get_n_on (store), ==, 2);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (first)));
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (all)), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (counts.toggled, >=, 2);

  /* Moving a row to another item notifies active, with no toggled (GObject's rule, L2). */
  int told_active = 0;
  g_signal_connect (second, "notify::active", G_CALLBACK (on_notify_count), &told_active);
  int toggled_before = counts.toggled;
  g_assert_true (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (second), "nfc"));
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (second)));
  g_assert_true (toggle_kit_store_set_value (store, "nfc", TOGGLE_KIT_TOGGLE_STATE_OFF));
  told_active = 0;
  g_assert_true (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (second), "wifi"));
  g_assert_cmpint (told_active, ==, 1);
  g_assert_cmpint (counts.toggled, ==, toggled_before + 1); /* the set of nfc only */

  /* L7: a disabled item's row is insensitive, at once and on every bind; select all's is the app's. */
  gtk_widget_set_sensitive (all, FALSE);
  g_assert_true (toggle_kit_store_set_enabled (store, "wifi", FALSE));
  g_assert_false (gtk_widget_get_sensitive (first));
  g_assert_false (gtk_widget_get_sensitive (second));
  g_assert_true (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (second), "nfc"));
  g_assert_true (gtk_widget_get_sensitive (second));
  g_assert_true (toggle_kit_store_set_enabled (store, "wifi", TRUE));
  g_assert_true (gtk_widget_get_sensitive (first));
  g_assert_true (toggle_kit_store_set_value (store, "nfc", TOGGLE_KIT_TOGGLE_STATE_ON));
  g_assert_false (gtk_widget_get_sensitive (all));
  gtk_widget_set_sensitive (all, TRUE);

  /* An unknown item: FALSE, the row shows nothing, off and insensitive; unbinding gives it back. */
  g_assert_false (toggle_kit_store_bind_button (store, TOGGLE_KIT_BUTTON (second), "gone"));
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (second)));
  g_assert_false (gtk_widget_get_sensitive (second));
  toggle_kit_store_unbind_button (store, TOGGLE_KIT_BUTTON (second));
  g_assert_true (gtk_widget_get_sensitive (second));
  g_assert_cmpint (toggle_kit_store_get_value (store, "wifi"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);

  /* A row holds its store: dropped by the app, it lives until its last row lets go. */
  GObject *weak_store = G_OBJECT (store);
  g_object_add_weak_pointer (weak_store, (gpointer *) &weak_store);
  g_object_unref (store);
  g_assert_nonnull (weak_store);
  gtk_widget_activate (first);
  g_assert_cmpint (toggle_kit_store_get_value ((ToggleKitStore *) weak_store, "wifi"), ==, TOGGLE_KIT_TOGGLE_STATE_OFF);
  toggle_kit_store_unbind_button ((ToggleKitStore *) weak_store, TOGGLE_KIT_BUTTON (all));
  g_assert_nonnull (weak_store);
  toggle_kit_store_unbind_button ((ToggleKitStore *) weak_store, TOGGLE_KIT_BUTTON (first));
  g_assert_null (weak_store);
  /* Unbound, a row is a plain toggle that keeps its value. */
  gtk_widget_activate (first);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (first)));

  /* A tree's node: a parent row shows mixed, and its click checks the subtree. */
  ToggleKitTree *tree = toggle_kit_tree_new ();
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, NULL, (const char *[]) { "Documents", NULL }), ==, 1);
  g_assert_cmpuint (toggle_kit_tree_load_children (tree, "Documents", (const char *[]) { "a", "b", NULL }), ==, 2);
  g_assert_true (toggle_kit_tree_bind_button (tree, TOGGLE_KIT_BUTTON (first), "Documents"));
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (first)));
  g_assert_true (toggle_kit_tree_bind_button (tree, TOGGLE_KIT_BUTTON (second), "a"));
  gtk_widget_activate (second);
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (first)), ==, TOGGLE_KIT_TOGGLE_STATE_MIXED);
  gtk_widget_activate (first);
  g_assert_cmpint (toggle_kit_tree_get_value (tree, "b"), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_cmpint (toggle_kit_button_get_value (TOGGLE_KIT_BUTTON (first)), ==, TOGGLE_KIT_TOGGLE_STATE_ON);
  g_assert_false (toggle_kit_tree_bind_button (tree, TOGGLE_KIT_BUTTON (second), "gone"));
  GObject *weak_tree = G_OBJECT (tree);
  g_object_add_weak_pointer (weak_tree, (gpointer *) &weak_tree);
  g_object_unref (tree);
  g_assert_nonnull (weak_tree);
  /* Destroying a row lets go of its tree. */
  g_object_unref (first);
  g_assert_null (weak_tree);

  /* A bound row that joins a group stops showing its node and lets go of the tree; a
   * disposed row lets go too. */
  ToggleKitTree *kept = toggle_kit_tree_new ();
  g_assert_cmpuint (toggle_kit_tree_load_children (kept, NULL, (const char *[]) { "x", NULL }), ==, 1);
  GObject *weak_kept = G_OBJECT (kept);
  g_object_add_weak_pointer (weak_kept, (gpointer *) &weak_kept);
  GtkWidget *joiner = g_object_ref_sink (toggle_kit_check_button_new ());
  g_assert_true (toggle_kit_tree_bind_button (kept, TOGGLE_KIT_BUTTON (joiner), "x"));
  g_object_unref (kept);
  g_assert_nonnull (weak_kept);
  ToggleKitGroup *joined = toggle_kit_group_new (GTK_SELECTION_MULTIPLE);
  toggle_kit_group_add (joined, TOGGLE_KIT_BUTTON (joiner));
  g_assert_null (weak_kept);
  gtk_widget_activate (joiner);
  g_assert_true (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (joiner)));
  g_object_unref (joined);
  kept = toggle_kit_tree_new ();
  g_assert_cmpuint (toggle_kit_tree_load_children (kept, NULL, (const char *[]) { "x", NULL }), ==, 1);
  weak_kept = G_OBJECT (kept);
  g_object_add_weak_pointer (weak_kept, (gpointer *) &weak_kept);
  GtkWidget *disposed = g_object_ref_sink (toggle_kit_check_button_new ());
  g_assert_true (toggle_kit_tree_bind_button (kept, TOGGLE_KIT_BUTTON (disposed), "x"));
  g_object_unref (kept);
  g_object_run_dispose (G_OBJECT (disposed));
  g_assert_null (weak_kept);
  g_object_unref (disposed);
  g_object_unref (joiner);

  /* A group's member shows its group's value. */
  ToggleKitStore *other = toggle_kit_store_new (GTK_SELECTION_MULTIPLE);
  g_assert_true (toggle_kit_store_insert (other, "wifi", TOGGLE_KIT_TOGGLE_STATE_ON));
  ToggleKitGroup *group = toggle_kit_group_new (GTK_SELECTION_MULTIPLE);
  toggle_kit_group_add (group, TOGGLE_KIT_BUTTON (second));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_bind_button: assertion 'button's toggle-group == NULL' failed");
  g_assert_false (toggle_kit_store_bind_button (other, TOGGLE_KIT_BUTTON (second), "wifi"));
  g_test_assert_expected_messages ();
  g_assert_false (toggle_kit_button_get_active (TOGGLE_KIT_BUTTON (second)));
  g_test_expect_message ("ToggleKit", G_LOG_LEVEL_CRITICAL,
                         "toggle_kit_store_bind_button: assertion 'TOGGLE_KIT_IS_BUTTON (button)' failed");
  g_assert_false (toggle_kit_store_bind_button (other, (ToggleKitButton *) group, "wifi"));
  g_test_assert_expected_messages ();
  g_object_unref (group);
  g_object_unref (other);
  g_object_unref (second);
  g_object_unref (all);
}

int
main (int argc, char **argv)
{
  gtk_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/togglekit/types-registered-at-load", test_types_registered_at_load);
  g_test_add_func ("/togglekit/code-changes-send-no-user-notification", test_code_changes_send_no_user_notification);
  g_test_add_func ("/togglekit/activation-is-a-user-change", test_activation_is_a_user_change);
  g_test_add_func ("/togglekit/label-pointer-is-stable", test_label_pointer_is_stable);
  g_test_add_func ("/togglekit/builder-loads-the-types", test_builder_loads_the_types);
  g_test_add_func ("/togglekit/bad-calls-get-criticals", test_bad_calls_get_criticals);
  g_test_add_func ("/togglekit/exclusive-group", test_exclusive_group);
  g_test_add_func ("/togglekit/multiple-group-with-select-all", test_multiple_group_with_select_all);
  g_test_add_func ("/togglekit/group-is-a-list-model", test_group_is_a_list_model_of_its_members);
  g_test_add_func ("/togglekit/async-commit", test_async_commit);
  g_test_add_func ("/togglekit/store-and-factory", test_store_and_factory);
  g_test_add_func ("/togglekit/unanswered-and-withdrawn-commits", test_unanswered_and_withdrawn_commits);
  g_test_add_func ("/togglekit/foreign-subclass-gets-a-critical", test_foreign_subclass_gets_a_critical);
  g_test_add_func ("/togglekit/tree-from-c", test_tree_from_c);
  g_test_add_func ("/togglekit/apps-own-rows", test_apps_own_rows);
  g_test_add_func ("/togglekit/tree-loading", test_tree_loading);
  g_test_add_func ("/togglekit/rows-as-templates", test_rows_as_templates);
  g_test_add_func ("/togglekit/identifiers-that-are-not-utf8", test_identifiers_that_are_not_utf8);
  g_test_add_func ("/togglekit/property-off-the-main-thread", test_property_off_the_main_thread_gets_a_critical);
  return g_test_run ();
}
