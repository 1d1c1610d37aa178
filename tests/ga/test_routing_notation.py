"""PlayableNotationFormatter: VexTab blocks under chord diagrams, GA's own unit tests among the cases."""
import pytest

from engine.ga.routing import notation


@pytest.mark.parametrize("diagram, tab", [  # GA's PlayableNotationFormatterTests 8-11, then the lesson's
    ("x-3-2-0-1-0", "5/3 4/2 3/0 2/1 1/0"), ("x32010", "5/3 4/2 3/0 2/1 1/0"), ("0-2-2-1-0-0", "6/0 5/2 4/2 3/1 2/0 1/0"),
    ("x-x-0-2-3-2", "4/0 3/2 2/3 1/2"), ("3-0-x-2-3-x", "6/3 5/0 3/2 2/3"),
])
def test_diagram_to_vextab(diagram, tab):
    """Assert a diagram's first fret goes on string 6, whichever end of the neck the diagram starts from."""
    assert notation.vextab(diagram) == tab


@pytest.mark.parametrize("diagram", [None, "", "not a diagram", "x-3-2-0-1", "x-3-2-0-1-99", "x-x-x-x-x-x", "x-3-2-0-1-٣"])
def test_not_a_diagram(diagram):
    """Assert GA's refusals (its test's five, a diagram with no fretted string, a non-ASCII digit)."""
    assert notation.vextab(diagram) is None


def test_adds_a_fence_after_a_voicing_line():
    """Assert GA's AddsFenceAfterVoicingLines: one diagram, one fence, read from the high E down to string 6."""
    result = notation.augment("Found 1 voicing:\n\n- **Dm7(shell)** `10-13-10-x-x-x` (guitar, score 0.594)\n")
    assert (result.diagrams, result.added) == (1, 1) and "```vextab\n6/10 5/13 4/10\n```" in result.text


def test_does_not_duplicate_an_existing_fence():
    """Assert GA's DoesNotDuplicateExistingFence, and that a diagram inside a fence is not counted."""
    result = notation.augment("- **C** `x-3-2-0-1-0`\n```vextab\n5/3 4/2 3/0 2/1 1/0\n```\n")
    assert (result.diagrams, result.added, result.text.count("```vextab")) == (1, 0, 1)


def test_the_last_line_gets_a_line_break_before_its_fence():
    """Assert a diagram on the answer's last line: a line break, the fence, then the end trimmed."""
    assert notation.augment("`x-3-2-0-1-0`").text == "`x-3-2-0-1-0`\n```vextab\n5/3 4/2 3/0 2/1 1/0\n```"


def test_compact_diagrams_in_text_get_no_fence():
    """Assert only dashed diagrams are found in a line (InlineDiagramRegex, 229): "x32010" gets no block."""
    assert notation.augment("`x32010`") == notation.Augmented("`x32010`", 0, 0)
