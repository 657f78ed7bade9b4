-- DropIndex
DROP INDEX "Version_argumentId_versionNumber_key";

-- CreateIndex
CREATE UNIQUE INDEX "Version_argumentId_userId_versionNumber_key" ON "Version"("argumentId", "userId", "versionNumber");
