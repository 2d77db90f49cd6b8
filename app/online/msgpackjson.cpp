#include "msgpackjson.h"

#include <cmath>
#include <cstdint>
#include <cstring>

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

/// Colyseus's own encoding of a frame's first values (@colyseus/schema 3.0 `encode.number`,
/// `encode.string`; read back by its `decode.number`, `decode.string`): MessagePack's markers, then
/// the bytes LITTLE-endian. Numbers: 0x00-0x7f and 0xe0-0xff themselves, 0xcc/0xcd/0xce/0xcf an
/// unsigned 8/16/32/64-bit integer, 0xd0/0xd1/0xd2/0xd3 a signed one (64 bits: the low 32 bits,
/// then the high 32), 0xca/0xcb a float32/float64. Strings: 0xa0-0xbf (length in the low 5 bits),
/// 0xd9/0xda/0xdb and an 8/16/32-bit length, then UTF-8.
class ColyseusReader
{
public:
    ColyseusReader(const QByteArray& frame, std::size_t at)
        : m_bytes(reinterpret_cast<const unsigned char*>(frame.constData())), m_size(std::size_t(frame.size())), m_at(at)
    {
    }
    std::size_t at() const { return m_at; }
    bool atEnd() const { return m_at >= m_size; }
    bool stringNext() const
    {
        if (atEnd())
            return false;
        const unsigned char m = m_bytes[m_at];
        return (m >= 0xa0 && m <= 0xbf) || m == 0xd9 || m == 0xda || m == 0xdb;
    }
    /// A number, or a problem (thrown).
    tidepool::Json number()
    {
        const unsigned char m = byte();
        if (m < 0x80)
            return std::uint64_t(m);
        if (m >= 0xe0)
            return std::int64_t(m) - 0x100;
        switch (m) {
        case 0xcc:
            return little(1);
        case 0xcd:
            return little(2);
        case 0xce:
            return little(4);
        case 0xcf:
            return little(8);
        case 0xd0:
            return std::int64_t(std::int8_t(little(1)));
        case 0xd1:
            return std::int64_t(std::int16_t(little(2)));
        case 0xd2:
            return std::int64_t(std::int32_t(little(4)));
        case 0xd3:
            return std::int64_t(little(8));
        case 0xca: {
            const std::uint32_t bits = std::uint32_t(little(4));
            float f;
            std::memcpy(&f, &bits, sizeof f);
            return double(f);
        }
        case 0xcb: {
            const std::uint64_t bits = little(8);
            double d;
            std::memcpy(&d, &bits, sizeof d);
            return d;
        }
        default:
            throw BadMessage{"a number of unknown kind"};
        }
    }
    /// A string, or a problem (thrown). `last`: nothing follows it in the frame, so Colyseus's
    /// 8-bit length of a 255-byte string (written as 255 % 255 = 0) is read as the rest.
    std::string string(bool last)
    {
        const unsigned char m = byte();
        std::uint64_t length = 0;
        if (m >= 0xa0 && m <= 0xbf)
            length = m & 0x1f;
        else if (m == 0xd9) {
            length = little(1);
            if (last && length == 0 && m_size - m_at == 255)
                length = 255;
        } else if (m == 0xda)
            length = little(2);
        else if (m == 0xdb)
            length = little(4);
        else
            throw BadMessage{"a string of unknown kind"};
        need(length);
        std::string text(reinterpret_cast<const char*>(m_bytes + m_at), std::size_t(length));
        m_at += std::size_t(length);
        return text;
    }

private:
    void need(std::uint64_t n) const
    {
        if (n > m_size - m_at)
            throw BadMessage{"a frame cut short"};
    }
    unsigned char byte()
    {
        need(1);
        return m_bytes[m_at++];
    }
    std::uint64_t little(int n)
    {
        need(std::uint64_t(n));
        std::uint64_t value = 0;
        for (int i = 0; i < n; ++i)
            value |= std::uint64_t(m_bytes[m_at + std::size_t(i)]) << (8 * i);
        m_at += std::size_t(n);
        return value;
    }

    const unsigned char* m_bytes;
    std::size_t m_size;
    std::size_t m_at;
};

/// `text` as Colyseus's encode.string writes it (the lengths little-endian).
void writeColyseusString(msgpack::sbuffer& out, const std::string& text)
{
    const std::uint64_t n = text.size();
    std::string head;
    const auto little = [&](int bytes) {
        for (int i = 0; i < bytes; ++i)
            head.push_back(char((n >> (8 * i)) & 0xff));
    };
    if (n < 0x20) {
        head.push_back(char(0xa0 | n));
    } else if (n < 0x100) {
        head.push_back(char(0xd9));
        little(1);
    } else if (n < 0x10000) {
        head.push_back(char(0xda));
        little(2);
    } else {
        head.push_back(char(0xdb));
        little(4);
    }
    out.write(head.data(), head.size());
    out.write(text.data(), text.size());
}

} // namespace

QByteArray encodeRoomData(const std::string& type, const tidepool::Json& payload)
{
    msgpack::sbuffer buffer;
    const char roomData = 13;
    buffer.write(&roomData, 1);
    writeColyseusString(buffer, type);
    msgpack::packer<msgpack::sbuffer> packer(buffer);
    pack(packer, payload);
    return QByteArray(buffer.data(), qsizetype(buffer.size()));
}

std::string decodeRoomData(const QByteArray& frame, tidepool::Json& type, tidepool::Json& payload)
{
    type = nullptr;
    payload = nullptr;
    try {
        const std::size_t size = std::size_t(frame.size());
        ColyseusReader reader(frame, 1);
        if (reader.atEnd())
            return {};
        type = reader.stringNext() ? tidepool::Json(reader.string(false)) : reader.number();
        std::size_t offset = reader.at();
        if (offset < size)
            payload = toJson(msgpack::unpack(frame.constData(), size, offset, nullptr, nullptr, kLimit).get());
        if (offset != size)
            return "bytes after the message";
    } catch (const BadMessage& e) {
        return "a message holding " + e.what;
    } catch (const std::exception&) {
        return "a message that is not MessagePack";
    }
    return {};
}

std::string decodeErrorFrame(const QByteArray& frame, std::int64_t& code, std::string& message)
{
    code = 0;
    message.clear();
    try {
        ColyseusReader reader(frame, 1);
        const tidepool::Json number = reader.number();
        if (number.is_number_unsigned() && number.get<std::uint64_t>() > std::uint64_t(INT64_MAX))
            return "an error code out of range";
        if (number.is_number_float()) {
            const double x = number.get<double>();
            if (!(std::fabs(x) < 9.2e18) || std::trunc(x) != x)
                return "an error code that is not a whole number";
            code = std::int64_t(x);
        } else {
            code = number.get<std::int64_t>();
        }
        if (!reader.atEnd())
            message = reader.string(true);
        if (!reader.atEnd())
            return "bytes after the error";
    } catch (const BadMessage& e) {
        return "an error frame holding " + e.what;
    }
    return {};
}

} // namespace tidepool::app
