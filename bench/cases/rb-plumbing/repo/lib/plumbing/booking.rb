module Plumbing
  # A job given to an engineer for a morning or afternoon on a given day.
  Booking = Struct.new(:job, :engineer, :date, :slot, keyword_init: true) do
    def morning?
      slot == :am
    end

    def to_s
      "#{date.iso8601} #{slot.upcase} #{engineer.name}: #{job}"
    end
  end
end
