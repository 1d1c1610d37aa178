"""The `try_another` directive: the panel's form under the table it extends, and the data file of its answers."""
import json
import pickle
import re
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

import engine.report  # noqa: F401  (a page renders a table first, which imports it)
from engine import Table, grid
from engine.panel import Choice, Option
from engine.panels import PanelAnswers
from engine.table import Quote, phrase
from macros import panels
from macros.catalogs import Catalogs, MissingString
from macros.directives import Directive
from macros.pages import DirectiveError, LessonPage
from macros.rendering import Rendered, render
from macros.reports import ProbeFailed

ANSWER = Table(phrase("IntervalSkill, asked {question}", question=Quote("What is the interval from C to E?")),
               [grid([("interval", 0)], [("C to E",)])], name="C|E")
PANEL = PanelAnswers("interval_grid", (Choice("low", "from the note", (Option("C", phrase("C")), Option("C#", phrase("C♯")))),
                                       Choice("high", "to the note", (Option("E", phrase("E"), phrase("major keys")),))),
                     ("C", "E"), False, None, {"C|E": ANSWER, "C#|E": ANSWER})


class Reports:
    """The two answers a page of lesson l0 can ask for: a table, and the panel under it."""

    def table(self, lesson, at, name):
        return Table("The grid", [grid([("n", 0)], [(1,)])], name=name)

    def panel(self, lesson, at, name):
        if name != PANEL.table:
            raise KeyError(name)
        return PANEL


@pytest.fixture
def catalogs(tmp_path):
    (tmp_path / "es" / "tables").mkdir(parents=True)
    for language in ("en", "es"):
        (tmp_path / f"{language}.yml").write_text(
            "program_output: 'out'\ntable_scroll_hint: 'scroll'\ntry_another: 'Try another'\n"
            "try_another_needs_script: 'It needs JavaScript.'\ntry_another_loading: 'Loading'\n"
            "try_another_failed: 'Failed'\nnumber_format: {thousands: '.', decimal: ',', group_from: 5}\n", encoding="utf-8")
    (tmp_path / "es" / "tables" / "l0.yml").write_text(
        '"from the note": "desde la nota"\n"to the note": "hasta la nota"\n"C": "do"\n"C♯": "do♯"\n"E": "mi"\n'
        '"major keys": "tonalidades mayores"\n"IntervalSkill, asked {question}": "IntervalSkill, a la pregunta {question}"\n'
        '"interval": "intervalo"\n"The grid": "La cuadrícula"\n"n": "n"\n', encoding="utf-8")
    return Catalogs(tmp_path)


def page(catalogs, language="en", **settings):
    return LessonPage("l0", language, Reports(), catalogs, **settings)


def ask(lesson_page, expression: str) -> str:
    """A directive as the page renders it, on the page's next line."""
    line = len(lesson_page.asked) + 1
    return lesson_page.render(Directive(expression, line), line)


def test_the_panel_is_a_labelled_form_hidden_until_its_script_shows_it(catalogs):
    "Assert the panel under its table is a collapsed form, each list labelled, options in the page's language, a notice for no script."
    lesson_page = page(catalogs, "es")
    ask(lesson_page, 'table("interval_grid")')
    shown = ask(lesson_page, 'try_another("interval_grid")')
    assert shown.startswith('<details class="try-another" id="try-interval_grid" data-lesson="l0" data-language="es" '
                            'data-panel="interval_grid" data-first="[&quot;C&quot;, &quot;E&quot;]">')
    assert '<p class="try-another__needs-script">It needs JavaScript.</p><form class="try-another__form" hidden>' in shown
    assert ('<label for="try-interval_grid-low">desde la nota</label><select id="try-interval_grid-low" name="low">'
            '<option value="C">do</option><option value="C#">do♯</option></select>') in shown
    assert '<optgroup label="tonalidades mayores"><option value="E">mi</option></optgroup>' in shown
    assert lesson_page.panels == [("l0", "interval_grid")] and lesson_page.asked[-1][0] == "try_another interval_grid"


@pytest.mark.parametrize("before, said", [
    ([], "(no table is shown above it)"),
    (["keys"], "(the last table above it is 'keys')"),
])
def test_a_panel_away_from_its_table_is_refused_with_the_directive_to_write(catalogs, before, said):
    "Assert a panel not right under its table fails, naming the table directive to put it after."
    lesson_page = page(catalogs)
    for name in before:
        ask(lesson_page, f'table("{name}")')
    with pytest.raises(DirectiveError) as error:
        ask(lesson_page, 'try_another("interval_grid")')
    assert str(error.value) == ("try_another('interval_grid') goes under the table it extends: put it right after "
                                '{{ table("interval_grid") }} ' + said)


def test_with_the_panels_off_the_directive_shows_nothing_and_asks_for_nothing(catalogs):
    "Assert the plugin's `try_another: false` leaves the page as it was, the directive still counted for the parity check."
    lesson_page = page(catalogs, panels_on=False)
    assert ask(lesson_page, 'try_another("interval_grid")') == "" and lesson_page.panels == []
    assert lesson_page.asked[-1][0] == "try_another interval_grid"


def test_the_data_file_stores_each_distinct_answer_once_with_an_id_to_fill_in(catalogs):
    "Assert the answers' data file maps each pick to one stored answer, rendered in the language, its id left to the script."
    data = json.loads(panels.answers_data({"interval_grid": {"pin": PANEL}}, "es", "en", catalogs))
    shown = data["panels"]["interval_grid"]
    assert shown["at"] == ["pin"] and shown["answers"] == {"pin": {"C|E": 0, "C#|E": 0}} and len(shown["html"]) == 1
    assert re.match(r'<figure class="lesson-table" id="@ID@"><figcaption id="@ID@-title">IntervalSkill, a la pregunta '
                    r'«What is the interval from C to E\?»</figcaption>', shown["html"][0])


def test_every_missing_string_of_a_panel_is_named_once(catalogs):
    "Assert a language that lacks a panel's words fails once, naming each missing string of its form and answers."
    (catalogs.folder / "es" / "tables" / "l0.yml").write_text('"from the note": "desde la nota"\n"The grid": "La cuadrícula"\n'
                                                           '"n": "n"\n', encoding="utf-8")
    lesson_page = page(catalogs, "es")
    ask(lesson_page, 'table("interval_grid")')
    with pytest.raises(MissingString) as error:
        ask(lesson_page, 'try_another("interval_grid")')
    assert str(error.value) == ("panel 'interval_grid' has 7 string(s) not translated in "
                                f"{catalogs.folder.name}/es/tables/: 'to the note'; 'C'; 'C♯'; 'E'; and 3 more")


def test_a_failing_question_fails_the_page_at_the_directive_with_the_lesson_and_the_question(catalogs):
    "Assert a panel whose question raised fails the page at the directive's line and language, as a failing probe does."
    class Failing(Reports):
        def panel(self, lesson, at, name):
            raise ProbeFailed('probe l0 panel interval_grid, question "What is the interval from F to G?" at pin raised '
                              "KeyError: 'no F' (tests/panel_fixture.py:17)")

    lesson_page = LessonPage("l0", "es", Failing(), catalogs)
    source = SimpleNamespace(file=SimpleNamespace(src_uri="ga-ai/00-intervals.es.md"))
    done = Rendered(asked=lesson_page.asked)
    render(Directive('table("interval_grid")', 3), lesson_page, source, 3, done)
    shown = render(Directive('try_another("interval_grid")', 5), lesson_page, source, 5, done)
    assert [str(f) for f in done.failures] == [
        'docs/ga-ai/00-intervals.es.md:5 [es] probe l0 panel interval_grid, question "What is the interval from F to G?" '
        "at pin raised KeyError: 'no F' (tests/panel_fixture.py:17)"]
    assert shown.startswith('<span class="macro-error"')


# A build's process on its own (a test process has other threads): the fork's files and what it says it wrote.
FORKING = """
import json, pickle, sys
import engine.report  # a build has rendered its pages' tables, which imports it, before any panel's answers
from macros import panels
jobs, site, catalogs = pickle.loads(open(sys.argv[1], "rb").read())
early = panels.EarlyFiles.start(jobs, site, "en", catalogs)
print(json.dumps(None if early is None else [[*pair, list(tables)] for pair, tables in early.finish().items()]))
"""


def test_a_forked_build_writes_the_data_files_as_the_build_would_and_leaves_it_the_ones_it_could_not(catalogs, tmp_path):
    "Assert the fork writes each data file byte for byte as the build renders it, and names only those: a language without its catalog is left to the build."
    jobs = {("l0", "es"): {"interval_grid": {"pin": PANEL}}, ("l0", "de"): {"interval_grid": {"pin": PANEL}}}
    (tmp_path / "jobs").write_bytes(pickle.dumps((jobs, str(tmp_path / "site"), catalogs)))
    run = subprocess.run([sys.executable, "-c", FORKING, str(tmp_path / "jobs")], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [["l0", "es", ["interval_grid"]]]
    written = tmp_path / "site" / panels.data_path("l0", "es")
    assert written.read_bytes() == panels.answers_data({"interval_grid": {"pin": PANEL}}, "es", "en", catalogs)
    assert not (tmp_path / "site" / panels.data_path("l0", "de")).exists()


def test_no_fork_while_another_thread_runs(catalogs, tmp_path):
    "Assert a process with a second thread running renders the files itself: a fork would copy only the forking thread."
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        assert panels.EarlyFiles.start({("l0", "es"): {"interval_grid": {"pin": PANEL}}}, str(tmp_path), "en", catalogs) is None
    finally:
        release.set()
        other.join()
