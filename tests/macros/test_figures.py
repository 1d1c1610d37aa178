"""Figures compare as their values and print in the page's language."""
from macros.figures import Shown


def test_shown_prints_in_its_language():
    "Assert a figure prints with the language's separators and decimals."
    assert (str(Shown(15360, "en")), str(Shown(15360, "es")), str(Shown(0.06, "fr", 2))) == ("15,360", "15.360", "0,06")


def test_shown_compares_and_computes_as_its_value():
    "Assert comparisons and arithmetic use the value and keep the language."
    a, b = Shown(80, "es"), Shown(210, "es")
    assert a < b and a != b and a == 80 and b - a == 130
    assert str(Shown(1000, "es") * 20) == "20.000"


def test_words_and_booleans_print_as_they_are():
    "Assert a string figure prints unchanged and a boolean is not a number."
    assert (str(Shown("x-3-2-0-1-0", "fr")), str(Shown(True, "fr"))) == ("x-3-2-0-1-0", "True")


def test_the_catalogs_number_formats_are_the_engines():
    "Assert each catalog writes numbers as the engine's own table does, so the typed-figure check knows the page's spellings."
    from pathlib import Path

    from engine.report.numbers import SEPARATORS
    from macros.catalogs import Catalogs

    catalogs = Catalogs(Path(__file__).resolve().parents[2] / "translations")
    assert {lang: catalogs.number_format(lang) for lang in SEPARATORS} == SEPARATORS


def test_a_catalog_without_a_number_format_is_a_missing_string(tmp_path):
    "Assert a catalog lacking number_format fails with the catalog's name."
    import pytest

    from macros.catalogs import Catalogs, MissingString

    (tmp_path / "de.yml").write_text("main_table_same: x\n")
    with pytest.raises(MissingString, match=r"no string 'number_format' .* in [^/]+/de.yml"):
        Catalogs(tmp_path).number_format("de")
