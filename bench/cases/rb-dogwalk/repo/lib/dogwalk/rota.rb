# frozen_string_literal: true

module Dogwalk
  # The week's rota: group walks at the same start time go out together, at most four dogs to a walker;
  # every solo walk needs a walker of its own.
  class Rota
    DOGS_PER_WALKER = 4

    def initialize(walks)
      @walks = walks.reject(&:cancelled?)
    end

    def outings
      @walks.group_by { |walk| [walk.starts_at, walk.group] }.flat_map do |(starts_at, group), walks|
        if group
          walks.each_slice(DOGS_PER_WALKER).map { |dogs| { starts_at: starts_at, dogs: dogs.map { |w| w.dog.name } } }
        else
          walks.map { |walk| { starts_at: starts_at, dogs: [walk.dog.name] } }
        end
      end.sort_by { |outing| [outing[:starts_at], outing[:dogs]] }
    end

    def busiest_day
      counts = outings.group_by { |outing| outing[:starts_at].to_date }.transform_values(&:size)
      counts.max_by { |day, size| [size, -day.jd] }&.first
    end
  end
end
