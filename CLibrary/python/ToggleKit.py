# PyGObject overrides for ToggleKit, installed as gi/overrides/ToggleKit.py.
#
# PyGObject opens a typelib's shared library only when a symbol is first needed, so after
# `from gi.repository import ToggleKit` alone the library is not loaded and its types are
# not registered: a .ui file naming ToggleKitSwitch would fail. Touching one type here
# loads the library, whose load registers every type (C2), as GStreamer's overrides call
# Gst.init.
from ..module import get_introspection_module

ToggleKit = get_introspection_module("ToggleKit")

ToggleKit.Button.__gtype__  # noqa: B018 - loads the library: every type is registered

__all__ = []
