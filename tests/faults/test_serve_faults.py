"""Faults injected while `./course serve` runs: each shows in every page it concerns, in every
language, the server keeps answering, and undoing the edit brings the pages back without a restart.

One server serves the cases in turn; each case edits files, waits for the message in the pages
it concerns, then restores the files and waits for the pages to be whole again.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from fault_site import edit, fetch, interrupt, line_of, make_site, page, serve, wait_for

pytestmark = pytest.mark.build

LANGUAGES = ("", "es/", "fr/")
HOME = [f"{lang}" for lang in LANGUAGES]
QUESTIONS = [f"{lang}questions/" for lang in LANGUAGES]
TYPED = "El índice tiene 15.360 voicings."


@dataclass(frozen=True)
class Fault:
    """Files to change (path under the site's folder: new text from old), and what each page then shows."""

    edits: dict
    shows: dict  # page path -> the message it shows, a function of the site's folder
    intact: tuple = ()  # pages the fault does not concern: they stay whole


def table_broken(folder: Path) -> str:
    line = len((folder / "engine" / "table.py").read_text().splitlines())
    return f"the engine does not import: engine/table.py:{line}: syntax error: '(' was never closed"


def lesson_broken(folder: Path) -> str:
    line = len((folder / "engine" / "lessons" / "l97.py").read_text().splitlines())
    return f"lesson l97 at pin: engine/lessons/l97.py:{line}: syntax error: invalid syntax"


def parity_broken(folder: Path) -> str:
    english = (folder / "site" / "docs" / "index.md").read_text()
    french = (folder / "site" / "docs" / "index.fr.md").read_text()
    after = line_of(french, "picture(")  # what the page asks next, where the missing directive would stand
    return (f"docs/index.fr.md:{after} [fr] differs from docs/index.md: it "
            f"lacks 'main_table same_everywhere' (line {line_of(english, 'same_everywhere')} of the English page)")


def typed_by_hand(folder: Path) -> str:
    spanish = (folder / "site" / "docs" / "index.es.md").read_text()
    return (f'docs/index.es.md:{line_of(spanish, TYPED)} [es] 15.360 is typed by hand; the engine computes it: '
            '{{ value("voicing_count.voicings") }}')


def directive_broken(folder: Path) -> str:
    english = (folder / "site" / "docs" / "index.md").read_text()
    return (f"docs/index.md:{line_of(english, 'tabel')} [en] unknown directive 'tabel' (did you mean 'table'?); "
            "the directives are table, main_table, value, claim, picture, lesson_cards")


def description_broken(folder: Path) -> str:
    spanish = (folder / "site" / "docs" / "index.es.md").read_text()
    return (f"docs/index.es.md:{line_of(spanish, 'description:')} [es] unknown figure 'voicngs' in table voicing_count "
            "(did you mean 'voicings'?); known: voicings, share, exact, total")


FAULTS = {
    "syntax error in an engine module": Fault({"engine/table.py": lambda t: t + "x = (\n"},
                                              {p: table_broken for p in HOME + QUESTIONS}),
    "syntax error in a lesson module": Fault({"engine/lessons/l97.py": lambda t: t + "def broken(:\n"},
                                             {p: lesson_broken for p in QUESTIONS}, tuple(HOME)),
    "parity": Fault({"site/docs/index.fr.md": lambda t: t.replace('{{ main_table("same_everywhere") }}', "")},
                    {"fr/": parity_broken}, ("", "es/")),
    "figure typed by hand": Fault({"site/docs/index.es.md": lambda t: t + f"\n{TYPED}\n"},
                                  {"es/": typed_by_hand}, ("", "fr/")),
    "failing directive in the description": Fault(
        {"site/docs/index.es.md": lambda t: t.replace("value('voicing_count.voicings')", "value('voicing_count.voicngs')")},
        {"es/": description_broken}, ("", "fr/")),
    "unknown directive": Fault({"site/docs/index.md": lambda t: t + '\n{{ tabel("voicing_count") }}\n'},
                               {"": directive_broken}, ("es/", "fr/")),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve")
    site = make_site(folder)
    (site / "docs" / "questions.md").write_text(page("lesson: l97", "# Two questions", "",
                                                     'It counts {{ value("answered.count") }}.'))
    log = folder / "serve.log"
    process, url = serve(site, log, folder / "tmp")
    try:
        wait_for(lambda: all(whole(url + p) for p in HOME + QUESTIONS), "the first build", log)
        yield folder, url, process, log
    finally:
        interrupt(process)


def whole(url: str) -> bool:
    """Whether the page shows its figures and no error."""
    html = fetch(url)
    return "macro-error" not in html and ("It counts 7." in html or "15,360" in html or "15.360" in html
                                          or "15\u202f360" in html)


@pytest.mark.parametrize("name", FAULTS)
def test_a_fault_shows_in_every_page_it_concerns_and_a_fix_brings_them_back(server, name):
    "Assert the fault's message shows in each page it concerns, the others stay whole, and undoing it restores them."
    folder, url, process, log = server
    fault, before = FAULTS[name], {}
    for path, change in fault.edits.items():
        before[path] = (folder / path).read_text(encoding="utf-8")
        edit(folder / path, change)
    try:
        for path, message in fault.shows.items():
            expected = message(folder)
            wait_for(lambda at=url + path, said=expected: said in fetch(at), f"{expected!r} in /{path}", log)
        assert all(whole(url + p) for p in fault.intact) and process.poll() is None
    finally:
        for path, text in before.items():
            edit(folder / path, lambda _, old=text: old)
    wait_for(lambda: all(whole(url + p) for p in HOME + QUESTIONS), "the pages whole again", log)
    assert process.poll() is None


def test_a_server_stopped_as_its_user_does_leaves_nothing_behind(tmp_path):
    "Assert `./course serve`, after a whole rebuild, stopped by Ctrl-C exits 0 and leaves nothing in its temporary folder."
    site = make_site(tmp_path)
    log, temporary = tmp_path / "serve.log", tmp_path / "tmp"
    process, url = serve(site, log, temporary)
    try:
        wait_for(lambda: whole(url), "the first build", log)
        assert {re.match(r"[a-z]+", p.name).group() for p in temporary.iterdir()} >= {"mkdocs", "engine"}  # its site, its reports
        edit(site / "mkdocs.yml", lambda t: t.replace("site_name: Fixture", "site_name: Fixture again"))
        wait_for(lambda: "Fixture again" in fetch(url), "the whole rebuild", log)
    finally:
        code = interrupt(process)
    assert code == 0, log.read_text()[-3000:]
    assert list(temporary.iterdir()) == []
