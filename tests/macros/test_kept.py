"""What a page makes of a report for every language is made once, and again for a new report."""
from macros.kept import made_from


class Report:
    """A stand-in report: equal to another, but not the same object."""

    def __eq__(self, other):
        return isinstance(other, Report)

    __hash__ = object.__hash__


def test_made_once_per_report_object_and_again_for_another():
    "Assert the thing is made once while the report is the same object, and again for a new (even equal) report."
    made = []
    first, again = Report(), Report()
    for _ in range(3):
        assert made_from("text", (first,), lambda: made.append("first") or "a") == "a"
    assert made_from("text", (again,), lambda: made.append("again") or "b") == "b"
    assert made == ["first", "again"]
