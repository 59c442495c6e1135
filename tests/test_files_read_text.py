"""conformance.files.read_text: what every corpus, skip and cache file is read with. It reads a
buffer of the file's size (not of the limit, issue 27), so the limit must still hold for files
whose size the fstat does not tell: a device, a pipe."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest

from conformance.files import read_text


def test_a_file_is_read_whole_at_the_limit_and_refused_one_byte_over(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_bytes("{\"id\": \"é\"}".encode())  # 12 bytes: the é is two
    assert read_text(path, limit=12) == "{\"id\": \"é\"}"
    with pytest.raises(OSError) as raised:
        read_text(path, limit=11)
    assert raised.value.errno == errno.EFBIG


def test_an_empty_file_is_empty_text(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    assert read_text(path) == ""


def test_a_device_without_a_size_is_refused_at_the_limit_not_read_forever() -> None:
    assert os.stat("/dev/zero").st_size == 0
    with pytest.raises(OSError) as raised:
        read_text(Path("/dev/zero"), limit=1000)
    assert raised.value.errno == errno.EFBIG


def test_a_pipe_is_read_to_its_end_within_the_limit(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    text = "x" * 5000  # more than one read of a pipe may return

    def write() -> None:
        with open(fifo, "w", encoding="utf-8") as fh:
            fh.write(text)

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert read_text(fifo, limit=5000) == text
    finally:
        writer.join()


def test_not_utf8_is_a_decode_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(UnicodeDecodeError):
        read_text(path)
