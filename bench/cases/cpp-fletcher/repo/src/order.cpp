#include "order.hpp"

namespace fletcher {

Quote quote(const Arrow& a, int count, const Prices& p) {
    Quote q;
    if (count <= 0) return q;
    q.arrows = count;
    int per_arrow = p.shaft + p.point + p.insert + p.nock + a.vanes * p.vane;
    q.parts = per_arrow * count;
    int paid = count - count / 13;
    q.labour = paid * p.labour_per_arrow;
    q.total = q.parts + q.labour;
    return q;
}

}  // namespace fletcher
