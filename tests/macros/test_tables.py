"""A table directive's markup: the reader's table, then the program's output collapsed under it."""
import re

import pytest

from engine import Table, grid, render_table
from engine.table import phrase
from macros.catalogs import Catalogs, MissingString
from macros.tables import table_markup

TABLE = Table(phrase("The index, {where}", where=phrase("at the pin")),
              [grid([("chord", 8), ("share", 0)], [("C", 0.5)])], name="index")


@pytest.fixture
def catalogs(tmp_path):
    (tmp_path / "es" / "tables").mkdir(parents=True)
    for language, label in (("en", "The program output"), ("es", 'La "salida"')):
        (tmp_path / f"{language}.yml").write_text(
            f"program_output: '{label}'\ntable_scroll_hint: 'scroll'\n"
            "number_format: {thousands: '.', decimal: ',', group_from: 5}\n", encoding="utf-8")
    (tmp_path / "es" / "tables" / "common.yml").write_text('"at the pin": "en el commit fijado"\n"chord": "acorde"\n',
                                                        encoding="utf-8")
    return Catalogs(tmp_path)


def test_the_program_output_is_collapsed_under_the_readers_table(catalogs):
    "Assert the markup is the HTML table, then a collapsed block, titled in the page's language, of the program's text."
    (catalogs.folder / "es" / "tables" / "l0.yml").write_text('"The index, {where}": "El índice, {where}"\n"share": "parte"\n',
                                                           encoding="utf-8")
    html, block = table_markup(TABLE, "es", "en", catalogs, "table-index-pin").split("\n\n", 1)
    assert html.startswith('<figure class="lesson-table" id="table-index-pin">') and '<td class="num">0,5</td>' in html
    assert block == ('<details class="program-output"><summary>La "salida"</summary><pre><code>'
                     + render_table(TABLE) + "</code></pre></details>")


def test_every_missing_string_of_a_table_is_named_with_the_folder_to_add_it_to(catalogs):
    "Assert one error names each string of the table that the language lacks and the catalog folder."
    with pytest.raises(MissingString) as error:
        table_markup(TABLE, "es", "en", catalogs, "t")
    assert str(error.value) == ("table 'index' has 2 string(s) not translated in tmp_path_name/es/tables/: "
                                "'The index, {where}'; 'share'").replace("tmp_path_name", catalogs.folder.name)


def test_english_pages_use_the_engines_words(catalogs):
    "Assert the default language needs no table catalog: its words are the engine's templates."
    assert re.search(r'<th scope="col"[^>]*>chord</th>', table_markup(TABLE, "en", "en", catalogs, "t"))
