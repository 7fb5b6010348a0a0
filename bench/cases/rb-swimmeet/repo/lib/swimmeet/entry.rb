module Swimmeet
  # One swimmer entered in one event; entry_no is the order the entries came in.
  Entry = Struct.new(:entry_no, :name, :club, :seed_time, keyword_init: true) do
    def self.build(entry_no, name, club, time)
      new(entry_no: entry_no, name: name, club: club, seed_time: SwimTime.parse(time))
    end

    def sort_key
      [seed_time.no_time? ? 1 : 0, seed_time.hundredths.to_i, entry_no]
    end

    def label
      "#{name} (#{club}) #{seed_time}"
    end
  end
end
