#pragma once
// A vector with a fixed capacity stored in place: no heap allocation, trivially copyable when T is.
// The games' stacks, spaces and rows are small and bounded by the rules (5 turtles, 12 tiles, 20
// spaces), and copying or destroying positions is hot in the computer players' playouts, so they
// use this instead of std::vector (docs/performance.md). The interface is the part of std::vector
// the engine, the app and the tests use; exceeding the capacity is a programming error (asserted).
#include <algorithm>
#include <array>
#include <cassert>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <type_traits>
#include <vector>

namespace tidepool {

template <class T, std::size_t N>
class InlineVector
{
    static_assert(N < 256, "the size is kept in one byte");
    static_assert(std::is_trivially_copyable_v<T>, "items are copied as plain values");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using iterator = T*;
    using const_iterator = const T*;
    using reverse_iterator = std::reverse_iterator<iterator>;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    InlineVector() = default;
    InlineVector(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
    template <class It, class = std::enable_if_t<!std::is_integral_v<It>>>
    InlineVector(It first, It last)
    {
        assign(first, last);
    }
    explicit InlineVector(size_type count, const T& value = T()) { resize(count, value); }

    static constexpr size_type capacity() { return N; }
    size_type size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    T* data() { return m_items.data(); }
    const T* data() const { return m_items.data(); }
    iterator begin() { return data(); }
    iterator end() { return data() + m_size; }
    const_iterator begin() const { return data(); }
    const_iterator end() const { return data() + m_size; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

    T& operator[](size_type i)
    {
        assert(i < m_size);
        return m_items[i];
    }
    const T& operator[](size_type i) const
    {
        assert(i < m_size);
        return m_items[i];
    }
    T& at(size_type i)
    {
        assert(i < m_size);
        return m_items[i];
    }
    const T& at(size_type i) const
    {
        assert(i < m_size);
        return m_items[i];
    }
    T& front() { return (*this)[0]; }
    const T& front() const { return (*this)[0]; }
    T& back() { return (*this)[m_size - 1]; }
    const T& back() const { return (*this)[m_size - 1]; }

    void clear() { m_size = 0; }
    void reserve(size_type count) { assert(count <= N); (void)count; }
    void push_back(const T& item)
    {
        assert(m_size < N);
        m_items[m_size++] = item;
    }
    template <class... Args>
    T& emplace_back(Args&&... args)
    {
        assert(m_size < N);
        m_items[m_size] = T(std::forward<Args>(args)...);
        return m_items[m_size++];
    }
    void pop_back()
    {
        assert(m_size > 0);
        --m_size;
    }
    void resize(size_type count, const T& value = T())
    {
        assert(count <= N);
        for (size_type i = m_size; i < count; ++i)
            m_items[i] = value;
        m_size = static_cast<std::uint8_t>(count);
    }
    template <class It>
    void assign(It first, It last)
    {
        m_size = 0;
        for (; first != last; ++first)
            push_back(*first);
    }
    iterator insert(const_iterator pos, const T& item)
    {
        assert(m_size < N);
        T* at = begin() + (pos - begin());
        std::move_backward(at, end(), end() + 1);
        *at = item;
        ++m_size;
        return at;
    }
    template <class It, class = std::enable_if_t<!std::is_integral_v<It>>>
    iterator insert(const_iterator pos, It first, It last)
    {
        const auto count = static_cast<size_type>(std::distance(first, last));
        assert(m_size + count <= N);
        T* at = begin() + (pos - begin());
        std::move_backward(at, end(), end() + count);
        std::copy(first, last, at);
        m_size = static_cast<std::uint8_t>(m_size + count);
        return at;
    }
    iterator insert(const_iterator pos, size_type count, const T& item)
    {
        assert(m_size + count <= N);
        T* at = begin() + (pos - begin());
        std::move_backward(at, end(), end() + count);
        std::fill(at, at + count, item);
        m_size = static_cast<std::uint8_t>(m_size + count);
        return at;
    }
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last)
    {
        T* from = begin() + (first - begin());
        T* to = begin() + (last - begin());
        std::move(to, end(), from);
        m_size = static_cast<std::uint8_t>(m_size - (to - from));
        return from;
    }

    /// Equal sizes and items (the unused capacity is not compared).
    friend bool operator==(const InlineVector& a, const InlineVector& b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }
    friend auto operator<=>(const InlineVector& a, const InlineVector& b)
    {
        return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
    }
    /// Compares with a std::vector of the same items (tests and callers that build vectors).
    friend bool operator==(const InlineVector& a, const std::vector<T>& b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }
    /// A std::vector copy, for callers that take one (sentences, views).
    std::vector<T> toVector() const { return std::vector<T>(begin(), end()); }
    operator std::vector<T>() const { return toVector(); }

private:
    std::array<T, N> m_items{};
    std::uint8_t m_size = 0;
};

} // namespace tidepool
