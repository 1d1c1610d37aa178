"""Faults injected while `./course serve` runs: each shows in every page it concerns, in every
language, the server keeps answering, and undoing the edit brings the pages back without a restart.
Nothing of a directive (`{{`) reaches a page outside the error it shows.

One server serves the cases in turn; each case edits files, waits for the message in the pages
it concerns (a minute at most: how soon it shows is the benchmark's figure, `./course bench`), then
restores the files and waits for the pages to be whole again. The site has a page of 2,000
directives, each of which asks the engine.
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
CITED = "Lesson 98's index holds 15,360 voicings."  # typed on a page of lesson l97
MANY = 2000  # directives on one page
# Where Jinja's braces may stand in a page: in a failure's message and in code
SHOWN_AS_WRITTEN = re.compile(r'<(p|span) class="macro-error"[^>]*>.*?</\1>|<(code|pre)\b.*?</\2>', re.DOTALL)


@dataclass(frozen=True)
class Fault:
    """Files to change (path under the site's folder: new text from old), and what each page then shows."""

    edits: dict
    shows: dict  # page path -> the message it shows, a function of the site's folder
    intact: tuple = ()  # pages the fault does not concern: they stay whole
    hidden: tuple = ()  # text of the edit that no page it concerns shows


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
            "the directives are table, main_table, value, claim, picture, try_another, lesson_cards")


def front_matter_broken(folder: Path) -> str:
    spanish = (folder / "site" / "docs" / "index.es.md").read_text()
    return (f"docs/index.es.md:{line_of(spanish, 'title:')} [es] the front matter is not YAML: mapping values are not "
            'allowed in this context (column 14); a value with ": " in it goes in quotes')


def title_with_a_directive(folder: Path) -> str:
    french = (folder / "site" / "docs" / "index.fr.md").read_text()
    return (f"docs/index.fr.md:{line_of(french, 'title:')} [fr] 'title:' takes no directives, only 'description:' does: "
            '{{ value("voicing_count.voicings") }} would be published as typed (in the nav, the page\'s tab and the '
            "lesson cards); write it in words")


def cited_by_hand(folder: Path) -> str:
    questions = (folder / "site" / "docs" / "questions.md").read_text()
    return (f'docs/questions.md:{line_of(questions, CITED)} [en] 15,360 is typed by hand; the engine computes it: '
            '{{ value("voicing_count.voicings", lesson="l98") }}')


def catalog_broken(folder: Path) -> str:
    french = (folder / "site" / "docs" / "index.fr.md").read_text()
    return (f'docs/index.fr.md:{line_of(french, "{{ table(")} [fr] translations/fr/tables/l98.yml:5: not YAML: mapping '
            'values are not allowed in this context (column 12); a value with ": " in it goes in quotes')


def sentences_broken(folder: Path) -> str:
    spanish = (folder / "site" / "docs" / "index.es.md").read_text()
    return (f"docs/index.es.md:{line_of(spanish, 'description:')} [es] translations/es.yml:3: not YAML: mapping values "
            'are not allowed in this context (column 31); a value with ": " in it goes in quotes')


def description_broken(folder: Path) -> str:
    spanish = (folder / "site" / "docs" / "index.es.md").read_text()
    return (f"docs/index.es.md:{line_of(spanish, 'description:')} [es] unknown figure 'voicngs' in table voicing_count "
            "(did you mean 'voicings'?); known: voicings, share, exact, total")


FAULTS = {
    "syntax error in an engine module": Fault({"engine/table.py": lambda t: t + "x = (\n"},
                                              {p: table_broken for p in HOME + QUESTIONS + ["many/"]}),
    "front matter that is not YAML": Fault(
        {"site/docs/index.es.md": lambda t: t.replace("---\n", "---\ntitle: Índice: el fixture\n", 1)},
        {"es/": front_matter_broken}, ("", "fr/"), hidden=("translates:", "Índice: el fixture")),
    "a directive in a title": Fault(
        {"site/docs/index.fr.md": lambda t: t.replace("---\n", '---\ntitle: \'{{ value("voicing_count.voicings") }} voicings\'\n', 1)},
        {"fr/": title_with_a_directive}, ("", "es/")),
    "a table catalog that is not YAML": Fault(
        {"site/translations/fr/tables/l98.yml": lambda t: t.replace('"share": "part"', "share: part: une part")},
        {"fr/": catalog_broken}, ("", "es/")),
    "a catalog of sentences that is not YAML": Fault(
        {"site/translations/es.yml": lambda t: t.replace('_title: "Aún sin traducir"', "_title: Aún: sin traducir")},
        {"es/": sentences_broken}, ("", "fr/")),
    "a figure of another lesson typed by hand": Fault({"site/docs/questions.md": lambda t: t + f"\n{CITED}\n"},
                                                      {"questions/": cited_by_hand}, tuple(HOME)),
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
    (site / "docs" / "many.md").write_text(page("lesson: l98", "# Many", "",
                                                *['The index holds {{ value("voicing_count.voicings") }} voicings.'] * MANY))
    log = folder / "serve.log"
    process, url = serve(site, log, folder / "tmp")
    try:
        wait_for(lambda: all(whole(url + p) for p in HOME + QUESTIONS), "the first build", log)
        yield folder, url, process, log
    finally:
        interrupt(process, log)


def whole(url: str) -> bool:
    """Whether the page shows its figures and no error."""
    html = fetch(url)
    return "macro-error" not in html and ("It counts 7." in html or "15,360" in html or "15.360" in html
                                          or "15\u202f360" in html)


def shown(url: str, message: str) -> str | None:
    """The page, once it shows the message."""
    html = fetch(url)
    return html if message in html else None


def test_the_pages_show_no_directive(server):
    "Assert no page of the site, in any language, shows a directive's braces."
    folder, url, process, log = server
    for path in HOME + QUESTIONS + ["many/"]:
        prose = SHOWN_AS_WRITTEN.sub("", fetch(url + path))
        assert "{{" not in prose and "{#" not in prose, path


@pytest.mark.parametrize("name", FAULTS)
def test_a_fault_shows_in_every_page_it_concerns_and_a_fix_brings_them_back(server, name):
    "Assert the fault's message shows in each page it concerns, the others stay whole, and undoing it restores them."
    folder, url, process, log = server
    fault, before = FAULTS[name], {}
    for path in fault.edits:
        before[path] = (folder / path).read_text(encoding="utf-8")
    for path, change in fault.edits.items():
        edit(folder / path, change)
    try:
        pages = {}
        for path, message in fault.shows.items():
            expected = message(folder)
            pages[path] = wait_for(lambda at=url + path, said=expected: shown(at, said), f"{expected!r} in /{path}", log)
        assert all(whole(url + p) for p in fault.intact) and process.poll() is None
        for path, html in pages.items():
            assert "{{" not in SHOWN_AS_WRITTEN.sub("", html) and not any(text in html for text in fault.hidden), path
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
        code = interrupt(process, log)
    assert code == 0, log.read_text()[-3000:]
    assert list(temporary.iterdir()) == []
