module Hallhire
  # One hire of one room: who, which day, which slot, and whether the hirer is a registered charity.
  Booking = Struct.new(:hirer, :room, :date, :slot, :charity, keyword_init: true) do
    def self.build(hirer:, room:, date:, slot:, charity: false)
      new(hirer: hirer, room: room, date: Date.iso8601(date), slot: TimeSlot.parse(slot), charity: charity)
    end

    def weekend?
      date.saturday? || date.sunday?
    end

    def clashes_with?(other)
      room == other.room && date == other.date && slot.overlaps?(other.slot)
    end

    def to_s
      "#{date.iso8601} #{slot} #{room} (#{hirer})"
    end
  end
end
