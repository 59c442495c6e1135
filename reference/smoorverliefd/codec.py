"""Smoorverliefd states to and from JSON-able values (reference.codec: cards as CD-4 tokens,
suits as letters, records as objects of their fields)."""

from __future__ import annotations

from reference.codec import Codec
from reference.smoorverliefd.options import smoorverliefd_options, smoorverliefd_options_dict
from reference.smoorverliefd.state import HandResult, HandState, SmoorverliefdState

CODEC = Codec("smoorverliefd", SmoorverliefdState, smoorverliefd_options, smoorverliefd_options_dict, HandState, HandResult)
encode_state, decode_state, encode_result = CODEC.encode_state, CODEC.decode_state, CODEC.encode_result
