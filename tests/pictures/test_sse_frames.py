"""An event stream's frames beside the events a reader makes of them."""
import re

from engine.ga.routing import wire
from engine.pictures.drawings import draw, frames
from engine.pictures.sse_frames import WIDTH, FrameRow, clipped, read_lines
from engine.report.voice import PROGRAM, Reader


def rows(stream: str) -> list[FrameRow]:
    return [FrameRow(f.lines, f.data) for f in wire.frames(stream)]


def test_one_box_per_frame_and_one_per_event():
    """Assert a wire box per frame and a dashed event box for each frame that dispatched one."""
    svg = draw(frames(rows(wire.stream_of(["a\nb", "c"])), "GaChatbot.Api", "EventSource"), PROGRAM)
    assert svg.count('stroke="currentColor"/>') == 3 and svg.count('stroke-dasharray="3 2"') == 3
    assert f'viewBox="0 0 {WIDTH} ' in svg


def test_a_lost_line_is_struck_and_crossed():
    """Assert GaApi's stray line: struck through, marked ✕, and no event beside it but a ✕."""
    svg = draw(frames(rows(wire.stream_of(["a\n\nstray"], wire.gaapi_event)), "GaApi", "EventSource"), PROGRAM)
    assert svg.count(">✕<") == 2 and svg.count("<line ") == 1
    assert re.search(r'aria-label="([^"]+)"', svg).group(1) == "GaApi → EventSource: 1 line(s) → a; 1 line(s) → no event; " \
                                                              "1 line(s) → [DONE]"


def test_the_label_follows_each_frame():
    """Assert the accessible label names the writer, the reader and each frame's event, quoted in the reader's marks:
    GA's words, numbers as GA writes them; the wire's lines are marked as GA's English on any page."""
    french = Reader("fr", (" ", ",", 5), {"{writer} → {reader}: {frames}": "{writer} → {reader} : {frames}",
                                          "one line": "une ligne", "; ": " ; "}.__getitem__)
    svg = draw(frames(rows(wire.stream_of(["hello 0.92"])), "GaChatbot.Api", "EventSource"), french)
    assert 'aria-label="GaChatbot.Api → EventSource : une ligne → «\u202fhello 0.92\u202f» ; une ligne → ' \
           '«\u202f[DONE]\u202f»"' in svg
    assert '<text x="8" y="' in svg and 'lang="en">data: hello 0.92</text>' in svg


def test_long_lines_are_cut_to_fit():
    """Assert a wire line or an event too wide for its column is cut with …, and an event keeps to three lines."""
    assert clipped("data: " + "x" * 200, 100).endswith("…")
    assert len(read_lines("y" * 500)) == 3 and read_lines("y" * 500)[-1].endswith("…")
