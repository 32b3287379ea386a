//! A Rust client of ToggleKit, run by Tests/Rust/run.sh against the installed library: an
//! exclusive group, a switch whose change waits for a save, and the user's change told once.
use std::cell::Cell;
use std::rc::Rc;

use togglekit::prelude::*;

fn main() {
    togglekit::init(); // the documented first call; it may come before gtk::init
    gtk::init().expect("a display");

    let group = togglekit::Group::new(gtk::SelectionMode::Browse);
    let radios: Vec<togglekit::RadioButton> = ["Left", "Center", "Right"]
        .iter()
        .map(|label| {
            let radio = togglekit::RadioButton::with_label(label);
            group.add(&radio);
            radio
        })
        .collect();
    radios[1].emit_by_name::<()>("activate", &[]);
    assert!(radios[1].is_active() && !radios[0].is_active(), "the group keeps one on");

    let sync = togglekit::Switch::with_label("Sync");
    sync.set_commit_policy(togglekit::CommitPolicy::Optimistic);
    let told = Rc::new(Cell::new(0));
    let counter = told.clone();
    sync.connect_toggled_by_user(move |_| counter.set(counter.get() + 1));
    sync.connect_commit(|_, commit| {
        let commit = commit.clone();
        glib::idle_add_local_once(move || commit.succeed());
        glib::Propagation::Stop // the app takes the save over
    });
    sync.emit_by_name::<()>("activate", &[]);
    assert!(sync.is_active() && sync.is_pending(), "optimistic: on at once, pending");
    let context = glib::MainContext::default();
    while sync.is_pending() {
        context.iteration(true);
    }
    assert_eq!(told.get(), 1, "toggled-by-user once, after the save");
    println!(
        "ok: Rust {}.{}.{}",
        togglekit::major_version(),
        togglekit::minor_version(),
        togglekit::micro_version()
    );
}
