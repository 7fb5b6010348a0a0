module Vegbox
  PackedBox = Struct.new(:subscriber, :items) do
    def label
      "#{subscriber.name} (#{subscriber.size.name}) #{subscriber.postcode}"
    end
  end

  # The packing sheet for one delivery date: a box for each subscriber due that day, filled from the
  # produce in season, in catalogue order, leaving out what the subscriber has said they do not want.
  class Packing
    def initialize(catalogue, subscribers)
      @catalogue = catalogue
      @subscribers = subscribers
    end

    def boxes(date)
      season = @catalogue.in_season(date.month)
      @subscribers.select { |s| s.due_on?(date) }.map do |subscriber|
        wanted = season.reject { |item| subscriber.dislikes?(item) }
        PackedBox.new(subscriber, wanted.first(subscriber.size.items).map(&:name))
      end
    end

    # How many of each item to pick for the day.
    def pick_list(date)
      boxes(date).flat_map(&:items).tally.sort_by { |name, count| [-count, name] }.to_h
    end
  end
end
