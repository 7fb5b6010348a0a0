module Pipeband
  # One contest for one grade. Every judge places every band on their
  # points; a band's aggregate is the sum of its placings (lowest wins).
  # Ties on aggregate go to the better ensemble placing, and then to the
  # higher piping points.
  class Contest
    Result = Struct.new(:place, :band, :aggregate, :placings)

    attr_reader :name, :grade, :sheets

    def initialize(name, grade)
      @name = name
      @grade = grade.to_s
      @sheets = []
    end

    def add(sheet)
      if sheet.band.grade != grade
        raise Error, "#{sheet.band} entered in the grade #{grade} contest"
      end
      if sheets.any? { |s| s.judge == sheet.judge && s.band == sheet.band }
        raise Error, "#{sheet.judge} already has a sheet for #{sheet.band.name}"
      end

      sheets << sheet
      self
    end

    def bands
      sheets.map(&:band).uniq
    end

    def judges
      sheets.map(&:judge).uniq
    end

    # judge => { band => placing }. Bands level on a judge's points share the
    # placing (two 2nds, then a 4th).
    def placings_by_judge
      judges.to_h do |judge|
        mine = sheets.select { |s| s.judge == judge }
        places = mine.to_h do |s|
          [s.band, 1 + mine.count { |o| o.points > s.points }]
        end
        [judge, places]
      end
    end

    def results
      placings = placings_by_judge
      check_complete!(placings)

      rows = bands.map do |band|
        per_judge = judges.to_h { |j| [j, placings[j][band]] }
        Result.new(nil, band, per_judge.values.sum, per_judge)
      end
      rows.sort! do |a, b|
        (a.aggregate <=> b.aggregate).nonzero? ||
          (ensemble_place(a) <=> ensemble_place(b)).nonzero? ||
          (piping_total(b.band) <=> piping_total(a.band))
      end
      rows.each_with_index { |r, i| r.place = i + 1 }
      rows
    end

    def winner
      results.first&.band
    end

    private

    def check_complete!(placings)
      placings.each do |judge, places|
        missing = bands - places.keys
        next if missing.empty?

        raise Error, "#{judge} has no sheet for #{missing.map(&:name).join(', ')}"
      end
    end

    def ensemble_place(result)
      ensemble_judges = sheets.select { |s| s.category == :ensemble }.map(&:judge).uniq
      ensemble_judges.sum { |j| result.placings[j] }
    end

    def piping_total(band)
      sheets.select { |s| s.band == band && s.category == :piping }.sum(&:points)
    end
  end
end
