#pragma once
// The room messages' MessagePack (docs/online.md, "The room"), through msgpack-c++, kept in this one
// file so that msgpack-c++'s headers are seen by nothing else (lupdate reads the app's other sources).
#include "core/game.h"

#include <QByteArray>

#include <cstdint>
#include <string>

namespace tidepool::app {

// Colyseus writes a frame's first values (a ROOM_DATA frame's type, an ERROR frame's code and
// message) with its own encoder (@colyseus/schema's encode.number and encode.string), not with
// MessagePack's: the markers are MessagePack's (fixint, 0xcc-0xcf, 0xd0-0xd3, 0xca/0xcb, fixstr,
// 0xd9-0xdb) but the bytes after a marker are LITTLE-endian, so a MessagePack decoder reads the
// ERROR code 4423 (cd 47 11) as 18193. Only a ROOM_DATA frame's payload is MessagePack (msgpackr).

/// A ROOM_DATA frame: the byte 13, `type` as Colyseus writes a string, then `payload` as one
/// MessagePack value.
QByteArray encodeRoomData(const std::string& type, const tidepool::Json& payload);
/// Reads a ROOM_DATA frame: the message type after the first byte (a string or a number, in
/// Colyseus's encoding) into `type`, then the payload (one MessagePack value, null when absent)
/// into `payload`. "" when they read, else what is wrong: a type that is neither, not MessagePack,
/// more than 32 levels, binary or extension data, a map key that is not a string, bytes after them.
/// A float that is a whole number of at most 2^53 in size is read as that integer (JavaScript's
/// encoders write whole numbers above 2^32, such as a record's seed, as floats), as JSON text would
/// be; others stay floats.
std::string decodeRoomData(const QByteArray& frame, tidepool::Json& type, tidepool::Json& payload);
/// Reads an ERROR frame (the byte 11, a number and a string in Colyseus's encoding) into `code`
/// (an integer; 0 when the server had no code) and `message` (UTF-8; "" when absent). "" when
/// they read, else what is wrong.
std::string decodeErrorFrame(const QByteArray& frame, std::int64_t& code, std::string& message);

} // namespace tidepool::app
