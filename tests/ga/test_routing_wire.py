"""The answer on the wire: SseChunker and #743's split, the two writers, the three readers."""
import pytest

from engine.ga.routing import wire

TEXTS = ["One. Two!\n\n- Three.\n", "a. b", "no sentence at all", "Why?  Because.\tYes!", "e.g. 3. x", "end.\u2003Next",
         "x.\x1cy", "", "   ", "A.\n\n\nB.\n"]


@pytest.mark.parametrize("text", TEXTS)
def test_743_keeps_every_character(text):
    """Assert #743's chunks give back the text exactly, and none is blank but for a blank text."""
    pieces = wire.split_743(text)
    assert "".join(pieces) == text


@pytest.mark.parametrize("text, pieces", [
    ("One. Two!\n\n- Three.\n", ["One.", "Two!", "- Three."]), ("end.\u2003Next", ["end.", "Next"]),
    ("x.\x1cy", ["x.\x1cy"]),  # U+001C is no white space in .NET, though Python's \s takes it
    ("   ", []), ("a.  ", ["a."]),
])
def test_chunks_at_the_pin(text, pieces):
    """Assert SseChunker at the pin: split on .NET's white space after . ! ?, blank pieces dropped."""
    assert wire.chunks(text) == pieces


@pytest.mark.parametrize("text, pieces", [
    ("One. Two!\n\n- Three.\n", ["One. ", "Two!\n\n", "- Three.\n"]), ("a. ", ["a. "]), ("e.g. 3. x", ["e.g. ", "3. ", "x"]),
])
def test_split_743_positions(text, pieces):
    """Assert #743 cuts after the white space that follows a sentence, where text follows."""
    assert wire.split_743(text) == pieces


@pytest.mark.parametrize("data", ["a\nb", "a\r\nb", "line\n\nafter a blank line", "", "{\"type\":\"routing\"}"])
def test_gachatbot_writer_read_by_the_standard_is_exact(data):
    """Assert GaChatbot.Api's writer, read by the HTML standard: the data back, CR removed (empty data too)."""
    assert wire.standard_events(wire.sse_event(data)) == [data.replace("\r", "")]


def test_gaapi_writer_loses_the_line_after_a_blank_line():
    """Assert GaApi's writer: a blank line ends the event early and the next line is read as a field (#746)."""
    stream = wire.stream_of(["first\n\nlost\nkept?"], wire.gaapi_event)
    assert wire.standard_events(stream) == ["first", wire.DONE]


def test_readers_on_an_error_event():
    """Assert the three readers on the stream of a failure: the standard and the page show the JSON, chatService throws."""
    stream = wire.sse_event('{"error":"Failed."}')
    assert wire.standard(stream).text == '{"error":"Failed."}'
    assert wire.page(stream).text == '{"error":"Failed."}'
    assert wire.chat_service(stream) == wire.Read(error="Failed.")


def test_page_skips_the_first_routing_event_only():
    """Assert the page takes the first routing event as the trace and any later one as text."""
    routing = '{"type":"routing","agentId":"x"}'
    stream = wire.stream_of([routing, "hello", routing])
    assert wire.page(stream).text == "hello" + routing


def test_frames_mark_the_lines_read_as_data():
    """Assert the frames of a GaApi stream: the stray line is not data and dispatches nothing."""
    frames = wire.frames(wire.stream_of(["a\n\nstray"], wire.gaapi_event))
    assert [(f.lines, f.data) for f in frames] == [((("data: a", True),), "a"), ((("stray", False),), None),
                                                   ((("data: [DONE]", True),), "[DONE]")]
