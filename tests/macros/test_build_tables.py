"""The fixture site built for real: a table directive's markup and its failures, in every language."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.build

HERE = Path(__file__).resolve().parent


def build(site: Path, out: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(HERE), "NO_MKDOCS_2_WARNING": "1", "ENGINE_CACHE": "off"}
    return subprocess.run([sys.executable, str(HERE / "run_mkdocs.py"), "build", "--strict", "-d", str(out)],
                          cwd=site, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    done = build(HERE / "site", out)
    assert done.returncode == 0, done.stderr
    return out, done


@pytest.fixture(scope="module")
def spanish(built):
    return (built[0] / "es" / "index.html").read_text(encoding="utf-8")


def test_the_table_is_in_the_pages_words_and_numbers(spanish):
    "Assert the Spanish page's table has the catalog's title and headers and Spanish numbers."
    assert '<figcaption id="table-voicing_count-pin-title">El índice (en el commit fijado)</figcaption>' in spanish
    assert '<th scope="col" class="num">voicings</th><th scope="col" class="short">parte</th>' in spanish
    assert '<th scope="row" class="num">15.360</th><td class="short">0.06</td>' in spanish  # "0.06" is a literal of the probe


def test_the_programs_text_is_collapsed_under_the_table(spanish):
    "Assert the program's English text follows the table in a block titled in the page's language."
    after = spanish.split('id="table-voicing_count-pin"', 1)[1].split("</figure>", 1)[1]
    assert after.lstrip().startswith('<details class="program-output"><summary>La salida del programa</summary>'
                                     "<pre><code>== The index (at the pin)\nvoicings   share\n15360      0.06\n"
                                     "voicings 15360</code></pre></details>")


def test_a_table_string_missing_from_a_language_fails_the_build_where_the_table_is_asked_for(tmp_path):
    "Assert a table whose words a language's catalog lacks fails the build at the page, line and language, naming the folder."
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    catalog = site / "translations" / "fr" / "tables" / "l98.yml"
    catalog.write_text("".join(line for line in catalog.read_text(encoding="utf-8").splitlines(True)
                               if not line.startswith('"share"')), encoding="utf-8")
    line = next(n for n, text in enumerate((site / "docs" / "index.fr.md").read_text(encoding="utf-8").splitlines(), 1)
                if text == '{{ table("voicing_count") }}')
    run = build(site, tmp_path / "out")
    assert run.returncode == 1
    assert (f"docs/index.fr.md:{line} [fr] table 'voicing_count' has 1 string(s) not translated in "
            "translations/fr/tables/: 'share'") in run.stderr


def test_a_link_to_a_tables_anchor_passes_the_strict_build(built):
    "Assert a link to a table's id (the French page links to its table) is a known anchor, though the table's HTML reaches the page after Markdown."
    assert "table-voicing_count-pin" not in built[1].stderr
    assert 'href="#table-voicing_count-pin"' in (built[0] / "fr" / "index.html").read_text(encoding="utf-8")
