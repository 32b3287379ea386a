//! The stores' and trees' restore, written by hand: C returns whether everything applied and
//! gives what was left out in an optional out array, which gir would turn into an `Option`
//! that is `None` exactly when there is something to report.

use glib::translate::*;

use crate::{Store, Tree};

impl Store {
    /// Puts back a selection kept from [`Store::selection`]: the items given on, every other
    /// item off, as one change from code.
    ///
    /// Returns whether the whole selection applied, and the items left out (those the store
    /// does not hold, repeats, and in an exclusive store every item after the first), in the
    /// order given.
    #[doc(alias = "toggle_kit_store_restore")]
    pub fn restore(&self, items: &[&str]) -> (bool, Vec<glib::GString>) {
        unsafe {
            let mut left_out = std::ptr::null_mut();
            let whole: bool = from_glib(ffi::toggle_kit_store_restore(
                self.to_glib_none().0,
                items.to_glib_none().0,
                &mut left_out,
            ));
            (whole, FromGlibPtrContainer::from_glib_full(left_out))
        }
    }
}

impl Tree {
    /// Puts back a selection kept from the tree's selection, as code: every node off, then
    /// each listed subtree on or off, ancestors first, as one change. Nodes not loaded yet
    /// are kept for when they arrive.
    ///
    /// Returns whether nothing was left out, and what was: the identifiers found gone, then
    /// the included ones an exclusive section kept off.
    #[doc(alias = "toggle_kit_tree_restore")]
    pub fn restore(&self, included: &[&str], excluded: &[&str]) -> (bool, Vec<glib::GString>) {
        unsafe {
            let mut left_out = std::ptr::null_mut();
            let whole: bool = from_glib(ffi::toggle_kit_tree_restore(
                self.to_glib_none().0,
                included.to_glib_none().0,
                excluded.to_glib_none().0,
                &mut left_out,
            ));
            (whole, FromGlibPtrContainer::from_glib_full(left_out))
        }
    }
}
