"""A real `mkdocs build --strict` of a small three-language site, in a subprocess."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.build
HERE = Path(__file__).resolve().parent
NNBSP = "\u202f"


def build(site: Path, out: Path, **settings: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(HERE), "NO_MKDOCS_2_WARNING": "1", "ENGINE_CACHE": "off", **settings}
    return subprocess.run([sys.executable, str(HERE / "run_mkdocs.py"), "build", "--strict", "-d", str(out)],
                          cwd=site, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    done = build(HERE / "site", out)
    assert done.returncode == 0, done.stderr
    return done, out


@pytest.fixture(scope="module")
def built(run):
    out = run[1]
    return lambda lang: (out / ("" if lang == "en" else lang) / "index.html").read_text(encoding="utf-8")


def test_each_probe_is_computed_once_for_the_three_languages(run):
    "Assert each lesson and revision is computed once in a build of three languages."
    said = [line for line in run[0].stderr.splitlines() if ": computed in " in line]
    assert sorted(line.split("macros: ")[1].split(": computed")[0] for line in said) == ["l98 at main", "l98 at pin"]


@pytest.mark.parametrize("lang, number, share, same", [
    ("en", "15,360", "0.06", "the table is the same."),
    ("es", "15.360", "0,06", "la tabla es la misma."),
    ("fr", f"15{NNBSP}360", "0,06", "le tableau est le même."),
])
def test_each_language_gets_its_figures_and_sentences(built, lang, number, share, same):
    "Assert each language's page has its numbers, the description, the table and the same-table sentence."
    page = built(lang)
    assert f"The index holds {number} voicings; {share} each." in page
    assert f'<meta name="description" content="An index of {number} voicings">' in page
    assert "== The index (at the pin)" in page and "== The index (on main)" in page
    assert page.count(same) == 1  # the unchanged table; the changed one is shown


def test_code_and_pictures_are_spliced_or_kept(built):
    "Assert braces in code stay, and the engine's SVG is in the page."
    page = built("en")
    assert "{{ not a directive }}" in page and "{{ neither }}" in page
    assert '<svg role="img" aria-label="x-3-2-0-1-0 C"></svg>' in page


def test_failures_are_listed_together_with_page_line_and_language(tmp_path):
    "Assert a false claim, an unknown table, an undefined name and a raising probe fail the build, each located."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    end = len((site / "docs" / "index.fr.md").read_text(encoding="utf-8").splitlines())
    with (site / "docs" / "index.fr.md").open("a", encoding="utf-8") as page:
        page.write('\n{{ table("voicng_count") }}\n\nSo {{ claim(value("voicing_count.voicings") > 20000) }}\n')
    (site / "docs" / "broken.md").write_text('---\nlesson: l99\n---\n\n{{ table("exploding") }} {{ valeu(1) }}\n')
    run = build(site, tmp_path / "out")
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    assert "4 problems in the lessons' macros:\n" in run.stderr
    lines = [line.strip() for line in run.stderr.splitlines()]
    assert ("docs/broken.md:5 [en] probe l99 exploding at pin raised ZeroDivisionError: division by zero "
            "(tests/macros/fixture_lessons.py:37)") in lines
    assert ("docs/broken.md:5 [en] unknown directive 'valeu' (did you mean 'value'?); the directives are table, "
            "main_table, value, claim, picture, try_another, lesson_cards") in lines
    assert (f"docs/index.fr.md:{end + 2} [fr] unknown table 'voicng_count' in l98 (did you mean 'voicing_count'?); "
            "known: voicing_count, same_everywhere") in lines
    assert (f'docs/index.fr.md:{end + 4} [fr] claim does not hold: claim(value("voicing_count.voicings") > 20000), '
            'where value("voicing_count.voicings") = 15360') in lines
    assert "differs from" not in run.stderr  # the failed directives are not reported again by the parity check


def test_stale_and_untranslated_pages_carry_a_notice_in_the_readers_language(tmp_path):
    "Assert a translation behind its English page, and a page not translated, each show a notice."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    english = site / "docs" / "index.md"
    english.write_text(english.read_text(encoding="utf-8") + "\nA new English sentence.\n", encoding="utf-8")
    (site / "docs" / "extra.md").write_text("# Extra\n\nOnly in English.\n")
    out = tmp_path / "out"
    assert build(site, out).returncode == 0
    french = (out / "fr" / "index.html").read_text(encoding="utf-8")
    assert "Traduction en retard sur la page anglaise" in french
    assert "Aún sin traducir" in (out / "es" / "extra" / "index.html").read_text(encoding="utf-8")
    assert "Not yet translated" not in (out / "extra" / "index.html").read_text(encoding="utf-8")


def test_a_figure_typed_by_hand_fails_the_strict_build(tmp_path):
    "Assert a number in prose that the engine computes is reported with its page, line and the macro to use."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    page = site / "docs" / "index.es.md"
    text = page.read_text(encoding="utf-8")
    page.write_text(text + "\nEl índice tiene 15.360 voicings.\n", encoding="utf-8")
    run = build(site, tmp_path / "out")
    assert run.returncode == 1
    assert "Aborted with 1 warnings in strict mode!" in run.stdout + run.stderr
    assert (f'docs/index.es.md:{len(text.splitlines()) + 2} [es] 15.360 is typed by hand; the engine computes it: '
            '{{ value("voicing_count.voicings") }}') in run.stderr


def test_a_string_missing_from_a_catalog_fails_the_build_where_it_is_needed(tmp_path):
    "Assert a sentence the plugin needs but a language's catalog lacks fails the build, naming the catalog and the page."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    catalog = site / "translations" / "es.yml"
    catalog.write_text("".join(line for line in catalog.read_text(encoding="utf-8").splitlines(True)
                               if not line.startswith("main_table_same:")), encoding="utf-8")
    line = next(n for n, text in enumerate((site / "docs" / "index.es.md").read_text(encoding="utf-8").splitlines(), 1)
                if 'main_table("same_everywhere")' in text)
    run = build(site, tmp_path / "out")
    assert run.returncode == 1
    assert f"docs/index.es.md:{line} [es] no string 'main_table_same' in translations/es.yml" in run.stderr


def test_a_raising_probe_is_reported_once_with_every_place_that_needs_it(tmp_path):
    "Assert a probe that raises is one problem, at its first place, naming the others that asked for it."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    for name in ("broken.md", "broken.es.md", "broken.fr.md"):
        (site / "docs" / name).write_text('---\nlesson: l99\n---\n\n{{ table("exploding") }}\n\n{{ table("exploding") }}\n')
    run = build(site, tmp_path / "out")
    assert "1 problem in the lessons' macros:\n" in run.stderr
    assert ("docs/broken.md:5 [en] probe l99 exploding at pin raised ZeroDivisionError: division by zero "
            "(tests/macros/fixture_lessons.py:37) (also at docs/broken.md:7 [en], docs/broken.es.md:5 [es], "
            "docs/broken.es.md:7 [es] and 2 more)") in run.stderr


def test_the_themes_templates_are_compiled_once_and_again_once_edited(tmp_path):
    "Assert the theme's compiled templates are kept on disk, and a template edited since is compiled again."
    site, cache = tmp_path / "site", tmp_path / "templates"
    shutil.copytree(HERE / "site", site)
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("  name: material\n", "  name: material\n  custom_dir: overrides\n"),
                      encoding="utf-8")
    template = site / "overrides" / "main.html"
    template.parent.mkdir()
    for n, mark in enumerate(("first-edition", "second-edition")):
        template.write_text(f'{{% extends "base.html" %}}\n{{% block footer %}}<p>{mark}</p>{{% endblock %}}\n', encoding="utf-8")
        out = tmp_path / f"out-{n}"
        assert build(site, out, TEMPLATE_CACHE="on", TEMPLATE_CACHE_DIR=str(cache)).returncode == 0
        kept = sorted(cache.iterdir())
        assert kept and not [p for p in kept if p.suffix == ".tmp"]
        for lang in ("", "es/", "fr/"):
            page = (out / lang / "index.html").read_text(encoding="utf-8")
            assert f"<p>{mark}</p>" in page and "edition" not in page.replace(mark, ""), lang
