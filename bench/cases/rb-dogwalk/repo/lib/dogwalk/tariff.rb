# frozen_string_literal: true

module Dogwalk
  # Prices in pence. A walk is billed by the half hour started; a large dog costs more on a solo walk only
  # (in a group it is one of several); a second dog of the same household on the same group walk pays half.
  class Tariff
    SOLO_SLOT = 1500
    GROUP_SLOT = 900
    LARGE_SOLO_EXTRA = 200

    def slots(walk)
      (walk.minutes / 30.0).ceil
    end

    def price(walk)
      slot = walk.group ? GROUP_SLOT : SOLO_SLOT
      pence = slots(walk) * slot
      pence += LARGE_SOLO_EXTRA if walk.dog.size == :large && !walk.group
      pence
    end

    def household_price(walks)
      seen = Hash.new(0)
      walks.sort_by(&:starts_at).sum do |walk|
        key = [walk.starts_at, walk.group]
        full = price(walk)
        seen[key] += 1
        walk.group && seen[key] > 1 ? full / 2 : full
      end
    end
  end
end
