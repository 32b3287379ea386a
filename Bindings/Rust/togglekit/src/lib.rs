//! Rust bindings to ToggleKit's GTK 4 toggles (`libtogglekit-gtk-1`): a toggle button, check
//! button, radio button and switch that hold an on, off or mixed value, groups, stores for
//! lists, trees, and changes that wait for the application's save (`commit`).
//!
//! Call [`init`] first, as `adw::init` for libadwaita: it registers the types, so a `.ui`
//! file that names them loads.
//!
//! ```no_run
//! use togglekit::prelude::*;
//!
//! gtk::init().unwrap();
//! togglekit::init();
//! let sync = togglekit::Switch::with_label("Sync");
//! sync.connect_toggled_by_user(|button| println!("Sync {}", button.is_active()));
//! ```
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use ffi;
pub use gio;
pub use glib;
pub use gtk;

/// Asserts that this is the main thread and GTK is initialised, as gtk-rs's crates do.
macro_rules! assert_initialized_main_thread {
    () => {
        if !::gtk::is_initialized_main_thread() {
            if ::gtk::is_initialized() {
                panic!("ToggleKit may only be used from the main thread.");
            } else {
                panic!("GTK has not been initialized. Call `gtk::init` first.");
            }
        }
    };
}

/// No assertion: for calls that need no GTK.
macro_rules! skip_assert_initialized {
    () => {};
}

#[allow(unused_imports)]
#[allow(clippy::let_and_return)]
#[allow(clippy::type_complexity)]
mod auto;

pub use auto::functions::*;
pub use auto::*;

mod restore;

/// The traits of ToggleKit's types and GTK's, for `use togglekit::prelude::*`.
pub mod prelude {
    pub use crate::auto::traits::*;
    pub use gtk::prelude::*;
}
