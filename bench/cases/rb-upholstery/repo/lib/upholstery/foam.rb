module Upholstery
  # Combustion-modified foam by grade: density kg/m³ and hardness, price per cubic metre in pence.
  FoamGrade = Struct.new(:name, :density, :price_per_m3, :seating, keyword_init: true)

  FOAM_GRADES = {
    "RX39/200" => FoamGrade.new(name: "RX39/200", density: 39, price_per_m3: 46_000, seating: true),
    "RX33/130" => FoamGrade.new(name: "RX33/130", density: 33, price_per_m3: 39_500, seating: true),
    "RX24/90" => FoamGrade.new(name: "RX24/90", density: 24, price_per_m3: 28_000, seating: false)
  }.freeze

  # A cut block of foam, centimetres, optionally wrapped in polyester wadding.
  class Cushion
    MIN_SEAT_THICKNESS_CM = 5
    WRAP_PENCE_PER_M2 = 450

    attr_reader :width_cm, :depth_cm, :thickness_cm, :grade, :count

    def self.grade(name)
      FOAM_GRADES.fetch(name) { raise Error, "unknown foam grade: #{name}" }
    end

    def initialize(width_cm, depth_cm, thickness_cm, grade:, seat: true, wrapped: false, count: 1)
      @width_cm = width_cm
      @depth_cm = depth_cm
      @thickness_cm = thickness_cm
      @grade = grade.is_a?(FoamGrade) ? grade : self.class.grade(grade)
      @seat = seat
      @wrapped = wrapped
      @count = count
      check_seat if seat
    end

    def seat?
      @seat
    end

    def wrapped?
      @wrapped
    end

    def volume_m3
      Rational(width_cm * depth_cm * thickness_cm, 1_000_000) * count
    end

    def surface_m2
      face = width_cm * depth_cm
      sides = 2 * (width_cm + depth_cm) * thickness_cm
      Rational(2 * face + sides, 10_000) * count
    end

    def cost
      foam = grade.price_per_m3 * volume_m3
      wrap = wrapped? ? WRAP_PENCE_PER_M2 * surface_m2 : 0
      (foam + wrap).round(half: :up)
    end

    def description
      text = "#{grade.name} #{width_cm}x#{depth_cm}x#{thickness_cm} cm"
      text += ", wrapped" if wrapped?
      count > 1 ? "#{count} x #{text}" : text
    end

    private

    def check_seat
      raise Error, "#{grade.name} is not a seating foam" unless grade.seating
      return if thickness_cm >= MIN_SEAT_THICKNESS_CM

      raise Error, "seat foam must be at least #{MIN_SEAT_THICKNESS_CM} cm thick, not #{thickness_cm}"
    end
  end
end
