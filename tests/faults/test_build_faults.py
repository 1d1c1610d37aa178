"""Faults an author or a careless edit makes, injected into a small site built with `./course build`.

Every fault that fails the build stands in one site, each on a page of its own, so one build
checks them all: each case asserts the exit code, the place and the message, word for word.
The faults a build must let through (code that looks like a directive, a claim spaced another
way, a missing translation, an author's comment) share a second site, which must build. A core
engine module that does not parse fails every page: it has a site of its own, built good first.
How long such a build takes is the benchmark's figure (`./course bench`), not a test's.
"""
import re
import subprocess

import pytest
from fault_site import PLUGIN_TESTS, course, cut_short, edit, environment, line_of, make_site, page

pytestmark = pytest.mark.build

L98 = "lesson: l98"
EN_ONLY_FAULT = {  # faults on the English page only: its translations ask for the same things, correctly
    "unclosed": ('The index holds {{ value("voicing_count.voicings") voicings.',
                 'The index holds {{ value("voicing_count.voicings") }} voicings.'),
    "tabel": ('{{ tabel("voicing_count") }}', '{{ table("voicing_count") }}'),
    "keyword": ('{{ value("voicing_count.voicings", att="main") }}', '{{ value("voicing_count.voicings", at="main") }}'),
    "jinja": ('{{ value("voicing_count.voicings" }}', '{{ value("voicing_count.voicings") }}'),
}
PAGES = {
    "statement.md": page(L98, "# A statement", "", "{% if true %}Sometimes.{% endif %}"),
    "claim.md": page(L98, "# A claim", "", 'All exact: {{ claim(value("voicing_count.exact") > value("voicing_count.total")) }}'),
    "questions.md": page("lesson: l97", "# Two questions", "", 'It counts {{ value("answered.count") }}.', "",
                         '{{ table("exploding") }}'),
    "syntax.md": page("lesson: l21", "# A lesson that does not import", "", '{{ value("scores.top_score_g7") }}'),
    "data.md": page("lesson: l25", "# A data file cut short", "", '{{ value("other_prompts_claimed.prompts") }}'),
    "caught.md": page(L98, "# What the build caught before", "", '{{ table("voicng_count") }}', "", "{{ x }}", "",
                      '{{ value("voicing_count.voicings", at="mian") }}', "", '{{ value("voicing_count.voices") }}', "",
                      '{{ picture("voicing_count.open_d") }}', "", '{{ value("voicing_count.voicings", at=main) }}'),
    "nolesson.md": page("title: No lesson", "# No lesson", "", '{{ value("voicing_count.voicings") }}'),
    "parity.md": page(L98, "# Parity", "", '{{ value("voicing_count.voicings") }}', "", '{{ value("voicing_count.total") }}'),
    "parity.fr.md": page(L98, "# Parité", "", '{{ value("voicing_count.total") }}', "", '{{ value("voicing_count.voicings") }}'),
    "frontmatter.md": page("title: Lesson 98: a fixture\nlesson: l98", "# Front matter", "", '{{ value("voicing_count.voicings") }}'),
    "frontmatter-plain.md": page("title: Notes\nsummary: one: two", "# Notes", "", "Plain prose."),
    "title.md": page("title: 'The {{ value(\"voicing_count.voicings\") }} voicings'\nlesson: l98", "# Title", "",
                     '{{ value("voicing_count.total") }} in all.'),
    "comment.md": page(L98, "# A comment", "", "{# a note that never closes", "", "More prose."),
    "typed.md": page("title: Typed", "# Typed", "", "The index holds 15,360 voicings."),
    "cited.md": page("lesson: l97", "# Cited", "", 'It counts {{ value("answered.count") }}.', "",
                     "Lesson 98's index holds 15,360 voicings."),
}
for _name, (_wrong, _right) in EN_ONLY_FAULT.items():
    for _suffix, _text in ((".md", _wrong), (".es.md", _right), (".fr.md", _right)):
        PAGES[_name + _suffix] = page(L98, f"# {_name}", "", _text, "", '{{ value("voicing_count.total") }} in all.')
TYPED = "El índice tiene 15.360 voicings."
FIXTURE = PLUGIN_TESTS / "site"


@pytest.fixture(scope="module")
def failing(tmp_path_factory):
    """The site with every fault that must fail the build, built by `./course build` over a site/ already there."""
    site = make_site(tmp_path_factory.mktemp("failing"))
    docs = site / "docs"
    for name, text in PAGES.items():
        (docs / name).write_text(text)
    edit(docs / "index.es.md", lambda t: t + f"\n{TYPED}\n")
    edit(site / "translations" / "es.yml", lambda t: re.sub(r"(?m)^main_table_same:.*\n", "", t))
    edit(site.parent / "engine" / "lessons" / "l21.py", lambda t: t + "\ndef broken(:\n")
    prompts = site.parent / "engine" / "ga" / "routing" / "data" / "example_prompts.tsv"
    prompts.write_text(cut_short(prompts.read_text(encoding="utf-8")), encoding="utf-8")
    (site / "site").mkdir()
    (site / "site" / "index.html").write_text("the last good site")
    return site, course(site, "build")


def problem(name: str, snippet: str, language: str, message: str) -> str:
    """The line the build reports: the page, the line of `snippet` on it, the language, the message."""
    text = PAGES[name] if name in PAGES else (FIXTURE / "docs" / name).read_text(encoding="utf-8")
    line = line_of(text, snippet) if snippet in text else len(text.splitlines()) + 2  # TYPED, added at the end
    return f"docs/{name}:{line} [{language}] {message}"


CASES = {
    "unclosed directive": problem("unclosed.md", "{{", "en", 'directive not closed: {{ value("voicing_count.voicings") '
                                  'voicings. needs }} before the end of the paragraph'),
    "jinja statement in prose": problem("statement.md", "{%", "en", "{% if %} is a Jinja statement, which pages do not run: "
                                        "a page takes directives, {{ table(...) }}, {{ value(...) }}, {{ claim(...) }}...; "
                                        "to show it as text, put it in `code`"),
    "unknown directive": problem("tabel.md", "{{", "en", "unknown directive 'tabel' (did you mean 'table'?); the directives "
                                 "are table, main_table, value, claim, picture, try_another, lesson_cards"),
    "wrong keyword": problem("keyword.md", "{{", "en", "value() has no argument 'att' (did you mean 'at'?); it takes "
                             "value(name, at='pin', lesson=None, decimals=None)"),
    "jinja syntax": problem("jinja.md", "{{", "en", """directive {{ value("voicing_count.voicings" }} cannot be read: """
                            "unexpected '}', expected ')'"),
    "false claim shows its operands": problem("claim.md", "claim(", "en", 'claim does not hold: claim(value("voicing_count.exact") '
                                              '> value("voicing_count.total")), where value("voicing_count.exact") = 210, '
                                              'value("voicing_count.total") = 210'),
    "one question raises": problem("questions.md", "exploding", "en", "probe l97 exploding at pin raised KeyError: 'missing' "
                                   "(engine/lessons/l97.py:19)"),
    "unknown table": problem("caught.md", "voicng", "en", "unknown table 'voicng_count' in l98 (did you mean 'voicing_count'?); "
                             "known: voicing_count, same_everywhere"),
    "unknown name": problem("caught.md", "{{ x }}", "en", "unknown name 'x': a directive calls one of table, main_table, value, "
                            'claim, picture, try_another, lesson_cards, and a word it is given is in quotes ("x")'),
    "a word without quotes": problem("caught.md", "at=main", "en", "unknown name 'main': a directive calls one of table, "
                                     'main_table, value, claim, picture, try_another, lesson_cards, and a word it is given is in quotes ("main")'),
    "unknown revision": problem("caught.md", "mian", "en", "unknown revision 'mian' in l98 (did you mean 'main' or 'pin'?); known: pin, main"),
    "unknown figure": problem("caught.md", "voices", "en", "unknown figure 'voices' in table voicing_count (did you mean "
                              "'voicings'?); known: voicings, share, exact, total"),
    "unknown picture": problem("caught.md", "open_d", "en", "unknown picture 'open_d' in table voicing_count (did you mean "
                               "'open_c'?); known: open_c"),
    "page names no lesson": problem("nolesson.md", "{{", "en", "the page names no lesson (front matter 'lesson:'), so "
                                    "'voicing_count' has none to come from"),
    "parity": problem("parity.fr.md", "{{", "fr", "differs from docs/parity.md: it asks for 'value voicing_count.total at "
                      "pin' where line 6 of the English page asks for 'value voicing_count.voicings at pin'"),
    "string missing from a catalog": problem("index.es.md", "same_everywhere", "es", "no string 'main_table_same' in translations/es.yml"),
    "figure typed by hand": problem("index.es.md", TYPED, "es", '15.360 is typed by hand; the engine computes it: '
                                    '{{ value("voicing_count.voicings") }}'),
    "front matter that is not YAML": problem("frontmatter.md", "title:", "en", "the front matter is not YAML: mapping "
                                             'values are not allowed in this context (column 17); a value with ": " in it '
                                             "goes in quotes"),
    "front matter that is not YAML, on a page without directives": problem(
        "frontmatter-plain.md", "summary:", "en", "the front matter is not YAML: mapping values are not allowed in this "
        'context (column 13); a value with ": " in it goes in quotes'),
    "a directive in a title": problem("title.md", "title:", "en", "'title:' takes no directives, only 'description:' does: "
                                      '{{ value("voicing_count.voicings") }} would be published as typed (in the nav, the '
                                      "page's tab and the lesson cards); write it in words"),
    "a comment that does not close": problem("comment.md", "{#", "en", "comment not closed: {# a note that never closes "
                                             "needs #} before the end of the page"),
    "a figure typed on a page without a lesson": problem("typed.md", "15,360", "en", "15,360 is typed by hand; the engine "
                                                         'computes it: {{ value("voicing_count.voicings", lesson="l98") }}'),
    "a figure of another lesson typed by hand": problem("cited.md", "15,360", "en", "15,360 is typed by hand; the engine "
                                                        'computes it: {{ value("voicing_count.voicings", lesson="l98") }}'),
}


@pytest.mark.parametrize("case", CASES)
def test_a_fault_fails_the_build_at_its_place(failing, case):
    "Assert the fault fails `./course build` (exit 1) with its page, line, language and message, without a traceback."
    site, run = failing
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    said = [re.sub(r"^(?:WARNING|ERROR)\s+-\s+macros: ", "", line.strip()) for line in run.stderr.splitlines()]
    assert CASES[case] in [line.split(" (also at ")[0] for line in said]


def test_a_syntax_error_in_a_lesson_module_names_its_file_and_line(failing):
    "Assert a lesson module that does not parse is reported with its file and line in the engine, not as <unknown>."
    site, run = failing
    line = len((site.parent / "engine" / "lessons" / "l21.py").read_text().splitlines())
    assert problem("syntax.md", "{{", "en", f"lesson l21 at pin: engine/lessons/l21.py:{line}: syntax error: invalid syntax") in run.stderr
    assert "<unknown>" not in run.stderr


def test_a_data_file_cut_short_fails_with_its_path_and_line(failing):
    "Assert a quoted data file cut 150 bytes short fails the build, naming the file, its last line and the seal."
    site, run = failing
    prompts = site.parent / "engine" / "ga" / "routing" / "data" / "example_prompts.tsv"
    last = len(prompts.read_text().splitlines())
    assert re.search(rf"docs/data\.md:6 \[en\] probe l25 \w+ at pin: engine/ga/routing/data/example_prompts\.tsv:{last}: "
                     r"\d+ rows where its seal \(line 5\) says 420 and its last line has no line end: the file is cut "
                     r"short or rows were removed; restore it, or if the change is meant, seal it again: "
                     r"`python -m engine\.ga\.datafile seal engine/ga/routing/data/example_prompts\.tsv`", run.stderr)


@pytest.mark.parametrize("name, case", [("frontmatter.md", "front matter that is not YAML"), (
    "frontmatter-plain.md", "front matter that is not YAML, on a page without directives")])
def test_front_matter_that_is_not_yaml_is_its_pages_one_failure(failing, name, case):
    "Assert a page whose front matter is not YAML is reported once, at YAML's line, and not again for what it lost (its lesson)."
    site, run = failing
    assert re.findall(rf"docs/{re.escape(name)}:\d+ [^\n]*", run.stderr) == [CASES[case]]


def test_only_the_directives_that_need_a_raising_question_fail(failing):
    "Assert the directive that asks for the question that answers renders, while the one beside it fails."
    site, run = failing
    assert f"docs/questions.md:{line_of(PAGES['questions.md'], 'answered')} " not in run.stderr


@pytest.mark.parametrize("name", EN_ONLY_FAULT)
def test_a_failed_english_directive_brings_no_parity_errors(failing, name):
    "Assert a directive that failed in English is reported once, not again as a difference of its translations."
    site, run = failing
    assert f"differs from docs/{name}.md" not in run.stderr
    assert len(re.findall(rf"docs/{name}(?:\.\w\w)?\.md:\d+", run.stderr)) == 1


def test_a_failed_build_leaves_the_last_good_site(failing):
    "Assert a failed `./course build` leaves site/ as it was and no half-built folder behind."
    site, run = failing
    assert "course: the build failed; site/ is left as it was" in run.stderr
    assert (site / "site" / "index.html").read_text() == "the last good site"
    assert not list((site / ".site-builds").glob("build.*"))


CLEAN = {
    "split.md": page(L98, "# Split", "", "The index holds {{ value(", '    "voicing_count.voicings") }} voicings.'),
    "comments.md": page(L98, "# Comments", "", 'The index holds {{ value("voicing_count.voicings") }} voicings.{# a note '
                        "for authors: check 15,360 against GA #}", "", "{# A passage set aside:", "",
                        'It spans two paragraphs, and a directive: {{ value("voicing_count.voicings") }}.', "#}", "",
                        "## Set apart {#set-apart}", "", "In code the braces stay: `{# kept #}`."),
    "code.md": page(L98, "# Code", "", "An indented block:", "", "    {{ in_indented_code }}", "",
                    "Inline <code>{{ in_html_code }}</code>, and a block:", "", "<pre>", "{{ in_html_pre }}", "</pre>"),
    "spacing.md": page(L98, "# Spacing", "", '{{ claim(value("voicing_count.exact")==value("voicing_count.total")) }}'),
    "spacing.es.md": page(L98, "# Espacios", "", '{{ claim(value("voicing_count.exact") == value("voicing_count.total"), '
                          '"todas exactas") }}'),
    "spacing.fr.md": page(L98, "# Espaces", "", '{{ claim( value("voicing_count.exact") == value("voicing_count.total") ,'
                          ' "toutes exactes" ) }}'),
}


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    """The site with what must build: code that looks like a directive, claims spaced apart, a French page deleted."""
    site = make_site(tmp_path_factory.mktemp("clean"))
    for name, text in CLEAN.items():
        (site / "docs" / name).write_text(text)
    (site / "docs" / "index.fr.md").unlink()
    edit(site / "mkdocs.yml", lambda t: t.replace("plugins:\n", "plugins:\n  - search\n")  # what a reader searches
         .replace("markdown_extensions:\n", "markdown_extensions:\n  - attr_list\n"))  # ids of headings, as the site's
    (site / "site").mkdir()
    (site / "site" / "old.html").write_text("the last site")
    return site, course(site, "build")


def built(site, path: str) -> str:
    return (site / "site" / path / "index.html").read_text(encoding="utf-8")


def test_a_directive_split_over_two_lines_renders(clean):
    "Assert a directive that runs over two lines of a paragraph is spliced like any other."
    site, run = clean
    assert run.returncode == 0, run.stderr
    assert "<p>The index holds 15,360 voicings.</p>" in built(site, "split")


@pytest.mark.parametrize("text", ["{{ in_indented_code }}", "{{ in_html_code }}", "{{ in_html_pre }}"])
def test_braces_in_indented_code_and_html_code_stay(clean, text):
    "Assert `{{ ... }}` in an indented code block or an HTML code or pre element is published as written."
    site, run = clean
    assert run.returncode == 0, run.stderr
    assert text in built(site, "code")


def test_an_authors_comment_is_dropped_from_the_page_and_its_search_entry(clean):
    "Assert `{# ... #}` in prose, within a paragraph or over several, is in no page nor search index; in code it stays, and `{#id}` names a heading."
    site, run = clean
    assert run.returncode == 0, run.stderr
    html, index = built(site, "comments"), (site / "site" / "search" / "search_index.json").read_text(encoding="utf-8")
    assert "<p>The index holds 15,360 voicings.</p>" in html and "{# kept #}" in html and 'id="set-apart"' in html
    for hidden in ("note for authors", "passage set aside", "It spans two paragraphs"):
        assert hidden not in html and hidden not in index


def test_claims_spaced_differently_are_the_same_claim(clean):
    "Assert the parity check compares claims as parsed: spacing and wording differ, the build passes."
    site, run = clean
    assert run.returncode == 0, run.stderr
    assert "differs from" not in run.stderr


def test_a_deleted_translation_is_built_marked_and_counted(clean):
    "Assert a page missing in French gets the notice, its content marked English, and the log's last lines count it."
    site, run = clean
    assert run.returncode == 0, run.stderr
    french = built(site, "fr")
    assert "Pas encore traduite" in french and '<div lang="en">' in french
    said = [line for line in run.stderr.splitlines() if "macros: translations" in line]
    assert run.stderr.rstrip().splitlines()[-2:] == said
    assert re.search(r"macros: translations \[fr\]: 4 missing \([^)]*index\.fr\.md", said[1])


def test_a_good_build_replaces_the_site(clean):
    "Assert `./course build` replaces site/ once the build has succeeded, with a link to the build, and keeps no other."
    site, run = clean
    assert run.returncode == 0, run.stderr
    assert not (site / "site" / "old.html").exists() and (site / "site" / "index.html").is_file()
    assert (site / "site").is_symlink() and builds(site) == [(site / "site").resolve()]


def builds(site) -> list:
    """The builds kept beside the site (each a folder)."""
    return [p.resolve() for p in (site / ".site-builds").iterdir() if p.is_dir()]


def test_two_builds_at_once_leave_one_whole_site(clean):
    "Assert two `./course build` run at once both succeed, and leave site/ as one of them, whole, and no other build."
    site, _ = clean
    runs = [subprocess.Popen([str(site / "course"), "build"], cwd=site, env=environment(site), stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True) for _ in range(2)]
    said = [run.communicate(timeout=300)[1] for run in runs]
    assert [run.returncode for run in runs] == [0, 0], said
    assert builds(site) == [(site / "site").resolve()]
    assert "The index holds 15,360 voicings." in built(site, "split")



MANY = 2000  # directives on a page: a page the engine cannot serve fails once, not at each directive


@pytest.fixture(scope="module")
def broken_core(tmp_path_factory):
    """A site with a page of 2,000 directives, built as it is, then again with a core engine module that does not
    parse: each build's run."""
    site = make_site(tmp_path_factory.mktemp("core"))
    (site / "docs" / "many.md").write_text(page(L98, "# Many", "", *['The index holds {{ value("voicing_count.voicings") }} '
                                                                     "voicings."] * MANY))
    runs = []
    for fault in (None, lambda t: t + "x = (\n"):
        if fault:
            edit(site.parent / "engine" / "table.py", fault)
        runs.append(course(site, "build"))
    return site, runs


def test_a_core_module_that_does_not_parse_fails_the_build(broken_core):
    "Assert a syntax error in engine/table.py fails `./course build` (exit 1), naming the file and line once, at the first page asking the engine, every other place counted; the last good site stays."
    site, [good, broken] = broken_core
    assert good.returncode == 0, good.stderr
    assert broken.returncode == 1 and "Traceback" not in broken.stderr
    line = len((site.parent / "engine" / "table.py").read_text().splitlines())
    first = line_of((FIXTURE / "docs" / "index.md").read_text(encoding="utf-8"), "The index holds")
    said = [re.sub(r"^(?:WARNING|ERROR)\s+-\s+macros: ", "", x.strip()) for x in broken.stderr.splitlines()]
    assert any(x.endswith(" 1 problem in the lessons' macros:") for x in said)
    assert [x.split(" (also at ")[0] for x in said if "the engine does not import" in x] == [
        f"docs/index.md:{first} [en] the engine does not import: engine/table.py:{line}: syntax error: '(' was never closed"]
    [told] = [x for x in said if "the engine does not import" in x]
    also = re.search(r" \(also at (.*?)(?: and (\d+) more)?\)$", told)
    places = 1 + (len(also.group(1).split(", ")) + int(also.group(2) or 0) if also else 0)
    pages = {p.name.split(".")[0] for p in (site / "docs").rglob("*.md")}
    assert places <= 3 * len(pages)  # once per page and language, not at each of the long page's directives
    assert "The index holds 15,360 voicings." in built(site, "many")  # the reader's site is the good build's
