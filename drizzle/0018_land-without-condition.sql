-- A plot of land is neither new nor old (issue 20): its listing has no condition.
ALTER TABLE "properties" ALTER COLUMN "condition" DROP NOT NULL;
