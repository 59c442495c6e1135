"""Smear states to and from JSON-able values (reference.codec: cards as CD-4 tokens, suits as
letters, records as objects of their fields)."""

from __future__ import annotations

from reference.codec import Codec
from reference.smear.options import smear_options, smear_options_dict
from reference.smear.state import HandResult, HandState, SmearState

CODEC = Codec("smear", SmearState, smear_options, smear_options_dict, HandState, HandResult)
encode_state, decode_state, encode_result = CODEC.encode_state, CODEC.decode_state, CODEC.encode_result
