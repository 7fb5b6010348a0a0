# frozen_string_literal: true

module Karting
  Driver = Struct.new(:name, :age, :weight_kg, :member, keyword_init: true) do
    def member?
      member ? true : false
    end

    def to_s
      name
    end
  end

  # Which karts a driver may take out, and how much ballast they carry so
  # that light drivers are not faster on weight alone.
  module Eligibility
    CADET_AGES = (8..13).freeze
    ADULT_MIN_AGE = 14
    TWIN_MIN_AGE = 18
    # Minimum driver weight (kg) per category, made up with lead plates.
    TARGET_WEIGHT_KG = { cadet: 45.0, adult: 80.0 }.freeze
    PLATE_KG = 2.5
    MAX_BALLAST_KG = 20.0

    module_function

    def categories_for(driver)
      cats = []
      cats << :cadet if CADET_AGES.cover?(driver.age)
      cats << :adult if driver.age >= ADULT_MIN_AGE
      cats << :twin if driver.age >= TWIN_MIN_AGE
      cats
    end

    def eligible?(driver, category)
      categories_for(driver).include?(category)
    end

    # Ballast in kg, rounded up to whole plates; a twin kart carries none.
    def ballast_kg(driver, category)
      target = TARGET_WEIGHT_KG[category]
      return 0.0 if target.nil?

      short = target - driver.weight_kg
      return 0.0 if short <= 0

      plates = (short / PLATE_KG).ceil
      [plates * PLATE_KG, MAX_BALLAST_KG].min
    end
  end
end
