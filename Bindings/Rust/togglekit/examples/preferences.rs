//! A preferences page written in Rust over ToggleKit, as a GNOME app has one: a switch whose
//! change waits for the app's save, a second whose save is refused, an exclusive group, and a
//! list of 1,000 settings over a store.
//!
//! It prints what the app hears, one line each. `Tests/Rust/preferences-e2e.sh` starts it on
//! the installed library, clicks it with real X input (XTest) and reads the widgets back
//! through AT-SPI from another process, as Orca would.
//!
//! ```sh
//! cargo run --example preferences
//! ```
use std::time::Duration;

use togglekit::prelude::*;

/// How long the pretend settings backend takes to answer: long enough to see the pending look.
const SAVE_TIME: Duration = Duration::from_millis(1500);

fn main() {
    togglekit::init(); // the documented first call
    // The name AT-SPI clients and the desktop know the app by (GTK's default is "Unnamed").
    glib::set_prgname(Some("preferences"));
    gtk::init().expect("a display");

    let page = gtk::Box::new(gtk::Orientation::Vertical, 12);
    page.set_margin_top(12);
    page.set_margin_bottom(12);
    page.set_margin_start(12);
    page.set_margin_end(12);

    page.append(&saved_switch("Sync", true));
    page.append(&saved_switch("Backup", false));
    page.append(&alignment_group());
    page.append(&settings_list());

    let window = gtk::Window::builder()
        .title("ToggleKit Rust preferences")
        .default_width(360)
        .default_height(480)
        .child(&page)
        .build();
    let main_loop = glib::MainLoop::new(None, false);
    window.connect_close_request({
        let main_loop = main_loop.clone();
        move |_| {
            main_loop.quit();
            glib::Propagation::Proceed
        }
    });
    window.present();
    println!("ready");
    main_loop.run();
}

/// A switch whose change shows at once and waits for the app's save (optimistic), which
/// succeeds or is refused after `SAVE_TIME`; a refusal puts the switch back.
fn saved_switch(label: &'static str, saves: bool) -> togglekit::Switch {
    let switch = togglekit::Switch::with_label(label);
    switch.set_commit_policy(togglekit::CommitPolicy::Optimistic);
    switch.connect_commit(move |switch, commit| {
        println!("commit: {label} asks {}", on_off(switch.is_active()));
        let commit = commit.clone();
        glib::timeout_add_local_once(SAVE_TIME, move || {
            if saves {
                commit.succeed();
            } else {
                commit.fail(Some("the settings are read-only"));
            }
        });
        glib::Propagation::Stop // the app takes the save over and answers later
    });
    switch.connect_toggled_by_user(move |switch| {
        println!("toggled: {label} {}", on_off(switch.is_active()));
    });
    switch.connect_commit_failed(move |switch, _, error| {
        println!("failed: {label} {} ({})", on_off(switch.is_active()), error.message());
    });
    switch
}

/// Three radio buttons, one always on.
fn alignment_group() -> gtk::Box {
    let row = gtk::Box::new(gtk::Orientation::Horizontal, 12);
    let group = togglekit::Group::new(gtk::SelectionMode::Browse);
    for label in ["Left", "Center", "Right"] {
        let radio = togglekit::RadioButton::with_label(label);
        group.add(&radio);
        row.append(&radio);
    }
    group.connect_changed(|group, by_user| {
        let selected: Vec<String> = group
            .selected()
            .iter()
            .map(|button| button.label().to_string())
            .collect();
        println!("group: {} by_user={by_user}", selected.join(","));
    });
    row
}

/// 1,000 settings in a list whose rows are the store's check buttons; Ctrl+A and
/// Ctrl+Shift+A select and clear them all, as one change. The store follows the list's
/// model, so the app keeps one list of settings, not two.
fn settings_list() -> gtk::ScrolledWindow {
    let names: Vec<String> = (1..=1000).map(|index| format!("Setting {index}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let model = gtk::StringList::new(&names);
    let store = togglekit::Store::new(gtk::SelectionMode::Multiple);
    store.follow_model(Some(&model), Some("string"));
    store.connect_item_changed(|store, item, value, by_user| {
        println!("item: {item} {value:?} by_user={by_user} n_on={}", store.n_on());
    });
    store.connect_all_changed(|store, value, _, by_user| {
        println!("all: {value:?} by_user={by_user} n_on={}", store.n_on());
    });
    let factory = store.create_factory(togglekit::Look::Checkbox, "string", None);
    let list = gtk::ListView::new(Some(gtk::NoSelection::new(Some(model))), Some(factory));
    store.handle_select_all_keys(&list);
    gtk::ScrolledWindow::builder()
        .child(&list)
        .vexpand(true)
        .build()
}

fn on_off(active: bool) -> &'static str {
    if active {
        "on"
    } else {
        "off"
    }
}
