module Gymjudge
  # Places on one apparatus: by final score, equal scores sharing a place.
  module Ranking
    def self.places(routines)
      sorted = routines.sort_by { |r| -r.final }
      places = []
      sorted.each_with_index do |routine, i|
        place = i.zero? || sorted[i - 1].final != routine.final ? i + 1 : places.last[0]
        places << [place, routine]
      end
      places
    end
  end
end
