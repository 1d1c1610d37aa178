"""The lessons' "Try another" panels: their declarations, every pick answered, a failing question named, the cache."""
import itertools

import pytest

from engine import LESSONS, ProbeError, UnknownName, revisions, table_names
from engine import panels as engine_panels
from engine.panel import key
from engine.panels import declared, from_data, panel_report, run_panels, to_data

PANELED = [lesson for lesson in LESSONS if declared(lesson)]
PANELS = [(lesson, panel) for lesson in PANELED for panel in declared(lesson)]


def ids(params):
    return [f"{lesson}-{panel.table}" for lesson, panel in params]


def test_at_least_six_lessons_have_panels():
    "Assert six lessons or more declare a panel (issue 27)."
    assert len(PANELED) >= 6, PANELED


@pytest.mark.parametrize("lesson, panel", PANELS, ids=ids(PANELS))
def test_a_panel_extends_a_table_of_its_lesson_and_opens_on_a_pick_it_offers(lesson, panel):
    "Assert the panel's table is a question of its lesson, its lists are named once each, and its first pick is offered."
    assert panel.table in table_names(lesson)
    assert len({c.name for c in panel.choices}) == len(panel.choices)
    assert all(len(set(c.values)) == len(c.values) for c in panel.choices)
    assert [v in c.values for v, c in zip(panel.first, panel.choices)] == [True] * len(panel.choices)
    assert not panel.compare or "main" in revisions(lesson)


@pytest.mark.parametrize("lesson, panel", PANELS, ids=ids(PANELS))
def test_every_pick_is_answered_at_each_revision_the_panel_shows(lesson, panel):
    "Assert the engine answers each pick of the lists' product, at the pin and, for a panel that compares, on main."
    for at in ("pin", "main") if panel.compare else ("pin",):
        answers = panel_report(lesson, at).panel(panel.table).answers
        assert list(answers) == [key(p) for p in itertools.product(*(c.values for c in panel.choices))]
        assert all(table.title is not None for table in answers.values())


def test_an_unknown_panel_names_the_known_ones():
    "Assert asking a table no panel extends fails with the lesson's panels."
    with pytest.raises(UnknownName, match=r"unknown panel 'interval_grd' in l9 at pin \(did you mean 'interval_grid'\?\); "
                                          r"known: interval_grid, keys"):
        panel_report("l9").panel("interval_grd")


FAILING = '''
from engine import Table
from engine.panel import Ask, Choice, Option, Panel

REVISIONS = ("pin",)


def model(at):
    return at


def counted(ga):
    "A table."
    return Table("Counted", ["one line"])


def answer(pick, replies):
    if pick == ("F",):
        raise KeyError("no F")
    return Table(f"{pick[0]}: {replies[0].result[:12]}", [])


QUESTIONS = [counted]
PANELS = [Panel("counted", (Choice("root", "the root", [Option(n, n) for n in "CDEF"]),),
                lambda root: (Ask("IntervalSkill", f"What is the interval from {root} to G?"),), answer, ("C",))]
'''


def test_a_failing_question_fails_its_panel_naming_the_lesson_the_panel_and_the_question(tmp_path, monkeypatch):
    "Assert a pick whose answer raises fails the lesson's panel with the lesson, the panel and the question asked."
    (tmp_path / "panel_fixture.py").write_text(FAILING, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(LESSONS, "l96", "panel_fixture")
    report = run_panels("l96", "pin")
    with pytest.raises(ProbeError) as error:
        report.panel("counted")
    assert str(error.value).startswith('l96 panel counted, question "What is the interval from F to G?" at pin raised '
                                       "KeyError: 'no F' (")


def test_the_panels_travel_through_the_disk_cache_unchanged():
    "Assert a lesson's panels written as the disk cache writes them read back equal, options and answers alike."
    report = panel_report("l9")
    again = from_data(to_data(report))
    assert again.panels.keys() == report.panels.keys()
    for name, panel in report.panels.items():
        assert again.panels[name].choices == panel.choices and again.panels[name].answers == panel.answers


def test_a_second_ask_is_taken_from_memory(monkeypatch):
    "Assert the panels are computed once per process and key: asked again, the same object comes back."
    monkeypatch.setattr(engine_panels, "_memo", {})
    assert panel_report("l9") is panel_report("l9")
