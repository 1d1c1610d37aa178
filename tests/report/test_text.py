"""The course program's text format."""
from engine import Column, Grid, Report, Table, grid, render_report, render_table


def test_cells_are_padded_but_the_last_and_lines_trimmed():
    "Assert every cell but the last is padded to its width and the line end is trimmed."
    table = Table("T", [grid([("a", 4), ("b", 3), ("c", 9)], [("x", "y", ""), ("long-cell", "z", "w")])])
    assert render_table(table) == "== T\na    b   c\nx    y\nlong-cell z   w"


def test_none_and_number_formats():
    "Assert None prints (none), a column's format applies and -0 is never printed."
    columns = (Column("n", 6, ".3f"), Column("m", 0))
    table = Table("T", [Grid(columns, ((-0.0001, None), (0.5, 3)))])
    assert render_table(table).splitlines()[2:] == ["0.000  (none)", "0.500  3"]


def test_report_heading_and_blank_line_before_each_section():
    "Assert the report starts with its heading and puts a blank line before each titled section."
    tables = (Table("One", ["a"]), Table(None, (), {"hidden": 1}), Table("Two", ["b"]))
    assert render_report(Report("l0", "pin", "# l0", tables)) == "# l0\n\n== One\na\n\n== Two\nb\n"


def test_grid_without_header():
    "Assert a grid can leave its header out."
    assert render_table(Table("T", [grid([("a", 2), ("b", 1)], [("1", "2")], header=False)])) == "== T\n1  2"


def test_a_row_printed_over_several_lines():
    "Assert a column with new_line ends the program's line after its cell, the next starting that far in, the row trimmed."
    columns = (Column("q", 0), Column("ok", 0, new_line=2), Column("read", 0, new_line=4), Column("note", 0))
    table = Table("T", [Grid(columns, (('"C7"', "yes", "C E G Bb", "the same"), ('"Cx"', "no ", "nothing", "")),
                             header=False)])
    assert render_table(table) == '== T\n"C7" yes\n  C E G Bb\n    the same\n"Cx" no\n  nothing'
