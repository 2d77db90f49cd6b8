#include "msgpackjson.h"

#include <cmath>

#include <msgpack.hpp>

namespace tidepool::app {

namespace {

// Nested maps and lists deeper than this, or longer than this, are not a message of the protocol.
const msgpack::unpack_limit kLimit(/*array*/ 65536, /*map*/ 256, /*str*/ 64 * 1024, /*bin*/ 0, /*ext*/ 0,
                                   /*depth*/ 32);

struct BadMessage
{
    std::string what;
};

tidepool::Json toJson(const msgpack::object& o)
{
    switch (o.type) {
    case msgpack::type::NIL:
        return nullptr;
    case msgpack::type::BOOLEAN:
        return o.via.boolean;
    case msgpack::type::POSITIVE_INTEGER:
        return o.via.u64;
    case msgpack::type::NEGATIVE_INTEGER:
        return o.via.i64;
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64: {
        // JavaScript has one kind of number: its MessagePack encoder writes a whole number above
        // 2^32 (a table's 48-bit seed) as a float64. Read as JSON reads "281474976710655": a whole
        // number, exact up to 2^53, so that a record's seed is the integer the server holds.
        const double x = o.via.f64;
        constexpr double kExact = 9007199254740992.0; // 2^53
        if (std::trunc(x) == x && std::fabs(x) <= kExact)
            return x >= 0 ? tidepool::Json(std::uint64_t(x)) : tidepool::Json(std::int64_t(x));
        return x;
    }
    case msgpack::type::STR:
        return std::string(o.via.str.ptr, o.via.str.size);
    case msgpack::type::ARRAY: {
        tidepool::Json list = tidepool::Json::array();
        for (std::uint32_t i = 0; i < o.via.array.size; ++i)
            list.push_back(toJson(o.via.array.ptr[i]));
        return list;
    }
    case msgpack::type::MAP: {
        tidepool::Json map = tidepool::Json::object();
        for (std::uint32_t i = 0; i < o.via.map.size; ++i) {
            const msgpack::object_kv& kv = o.via.map.ptr[i];
            if (kv.key.type != msgpack::type::STR)
                throw BadMessage{"a map key that is not a string"};
            map[std::string(kv.key.via.str.ptr, kv.key.via.str.size)] = toJson(kv.val);
        }
        return map;
    }
    default:
        throw BadMessage{"binary or extension data"};
    }
}

void pack(msgpack::packer<msgpack::sbuffer>& out, const tidepool::Json& value)
{
    switch (value.type()) {
    case tidepool::Json::value_t::null:
    case tidepool::Json::value_t::discarded:
        out.pack_nil();
        break;
    case tidepool::Json::value_t::boolean:
        if (value.get<bool>())
            out.pack_true();
        else
            out.pack_false();
        break;
    case tidepool::Json::value_t::number_integer:
        out.pack(value.get<std::int64_t>());
        break;
    case tidepool::Json::value_t::number_unsigned:
        out.pack(value.get<std::uint64_t>());
        break;
    case tidepool::Json::value_t::number_float:
        out.pack(value.get<double>());
        break;
    case tidepool::Json::value_t::string:
        out.pack(value.get_ref<const std::string&>());
        break;
    case tidepool::Json::value_t::array:
    case tidepool::Json::value_t::binary:
        out.pack_array(std::uint32_t(value.size()));
        for (const auto& item : value)
            pack(out, item);
        break;
    case tidepool::Json::value_t::object:
        out.pack_map(std::uint32_t(value.size()));
        for (auto it = value.begin(); it != value.end(); ++it) {
            out.pack(it.key());
            pack(out, it.value());
        }
        break;
    }
}

} // namespace

QByteArray encodeRoomData(const std::string& type, const tidepool::Json& payload)
{
    msgpack::sbuffer buffer;
    const char roomData = 13;
    buffer.write(&roomData, 1);
    msgpack::packer<msgpack::sbuffer> packer(buffer);
    packer.pack(type);
    pack(packer, payload);
    return QByteArray(buffer.data(), qsizetype(buffer.size()));
}

std::string decodeMessagePack(const QByteArray& frame, tidepool::Json& first, tidepool::Json& second)
{
    first = nullptr;
    second = nullptr;
    try {
        std::size_t offset = 1;
        const std::size_t size = std::size_t(frame.size());
        if (offset < size)
            first = toJson(msgpack::unpack(frame.constData(), size, offset, nullptr, nullptr, kLimit).get());
        if (offset < size)
            second = toJson(msgpack::unpack(frame.constData(), size, offset, nullptr, nullptr, kLimit).get());
        if (offset != size && size > 1)
            return "bytes after the message";
    } catch (const BadMessage& e) {
        return "a message holding " + e.what;
    } catch (const std::exception&) {
        return "a message that is not MessagePack";
    }
    return {};
}

} // namespace tidepool::app
