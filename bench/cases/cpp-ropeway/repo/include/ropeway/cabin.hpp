#pragma once

#include <string>

namespace ropeway {

class Cabin {
public:
    Cabin(std::string id, int seats);

    const std::string& id() const { return id_; }
    int seats() const { return seats_; }
    int riders() const { return riders_; }

    int spare() const;
    bool canBoard(int group) const;
    void board(int group);
    void unload();
    double loadFactor() const;

private:
    std::string id_;
    int seats_;
    int riders_ = 0;
};

}  // namespace ropeway
