"""Two small lessons for the plugin's tests: one that answers, one whose probe raises."""
from engine import Table, grid


def model(at):
    return {"pin": 15360, "main": 15361}[at]


def voicing_count(ga):
    "How many voicings the index holds."
    return Table(f"The index ({'at the pin' if ga == 15360 else 'on main'})",
                 [grid([("voicings", 10), ("share", 6)], [(ga, "0.06")]), f"voicings {ga}"],
                 {"voicings": ga, "share": 0.06, "exact": 210, "total": 210},
                 {"open_c": '<svg role="img" aria-label="x-3-2-0-1-0 C"></svg>'})


def same_everywhere(ga):
    "A table main does not change."
    return Table("Unchanged", ["one line"], {"lines": 1})


TITLE = "A fixture"
QUESTIONS = [voicing_count, same_everywhere]


class Broken:
    """A lesson whose only probe divides by zero."""

    TITLE = "Broken"

    @staticmethod
    def model(at):
        return at

    @staticmethod
    def exploding(ga):
        return 1 / 0

    QUESTIONS = [exploding]
