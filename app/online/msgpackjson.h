#pragma once
// The room messages' MessagePack (docs/online.md, "The room"), through msgpack-c++, kept in this one
// file so that msgpack-c++'s headers are seen by nothing else (lupdate reads the app's other sources).
#include "core/game.h"

#include <QByteArray>

#include <string>

namespace tidepool::app {

/// A ROOM_DATA frame: the byte 13, `type` as a MessagePack string, then `payload` as one value.
QByteArray encodeRoomData(const std::string& type, const tidepool::Json& payload);
/// Reads the one or two MessagePack values after a frame's first byte into `first` and `second`
/// (null when absent). "" when they read, else what is wrong: not MessagePack, more than 32 levels,
/// binary or extension data, a map key that is not a string, bytes after them. A float that is a
/// whole number of at most 2^53 in size is read as that integer (JavaScript's encoders write whole
/// numbers above 2^32, such as a record's seed, as floats), as JSON text would be; others stay floats.
std::string decodeMessagePack(const QByteArray& frame, tidepool::Json& first, tidepool::Json& second);

} // namespace tidepool::app
