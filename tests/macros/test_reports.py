"""The engine as the plugin asks it: an engine that does not import, and errors kept from one ask to the next."""
import sys
import traceback

import pytest

from engine import UnknownName
from macros import reports
from macros.reports import EngineBroken, anew


def test_a_broken_engine_is_raised_anew_at_each_ask(monkeypatch):
    "Assert the kept reason a broken engine did not import is never raised itself: each ask raises a copy with a traceback as short as the first."
    kept = EngineBroken("the engine does not import: engine/table.py:3: syntax error: '(' was never closed")
    monkeypatch.setattr(reports, "_broken", [kept])
    monkeypatch.delitem(sys.modules, "engine")
    depths = []
    for _ in range(50):  # a site asks at each of its directives
        with pytest.raises(EngineBroken) as raised:
            reports.api()
        depths.append(len(traceback.extract_tb(raised.value.__traceback__)))
        assert str(raised.value) == str(kept) and raised.value.__cause__ is kept
    assert set(depths) == {depths[0]} and kept.__traceback__ is None


def test_an_error_raised_anew_keeps_its_class_message_and_fields():
    "Assert an engine error raised anew (one whose constructor takes other arguments) is of its class, says the same and knows the same."
    kept = UnknownName("table", "voicng_count", ["voicing_count"], "l98")
    again = anew(kept)
    assert type(again) is UnknownName and again is not kept
    assert (str(again), again.known) == (str(kept), ["voicing_count"])


def test_the_reason_the_engine_did_not_import_is_raised_once(monkeypatch):
    "Assert an engine that does not import is tried once: its reason raised then, each later ask a fresh copy as short."
    tried = []

    def broken(name):
        tried.append(name)
        raise SyntaxError("'(' was never closed", (str(reports.engine_dir() / "table.py"), 3, 5, "x = (\n"))

    monkeypatch.setattr(reports, "_broken", [])
    monkeypatch.delitem(sys.modules, "engine")
    monkeypatch.setattr(reports.importlib, "import_module", broken)
    with pytest.raises(EngineBroken) as first:
        reports.api()
    [kept] = reports._broken
    assert first.value is kept and str(kept) == "the engine does not import: engine/table.py:3: syntax error: '(' was never closed"
    frames = len(traceback.extract_tb(kept.__traceback__))
    depths = []
    for _ in range(50):
        with pytest.raises(EngineBroken) as later:
            reports.api()
        assert later.value is not kept and str(later.value) == str(kept) and later.value.__cause__ is kept
        depths.append(len(traceback.extract_tb(later.value.__traceback__)))
    assert tried == ["engine"] and set(depths) == {depths[0]} and len(traceback.extract_tb(kept.__traceback__)) == frames
